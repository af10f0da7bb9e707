/**
 * The data of "Play it yourself" for each hand (/hands/<slug>.play.json): the deal, the
 * contract, the recorded play by step and the engine's scores (PlayMode/data.ts). A static
 * endpoint, written once at build time and fetched only when a reader asks to play.
 * A hand that cannot be played (no contract, a partial deal) gets no file.
 */
import type { APIRoute, GetStaticPaths } from 'astro';
import { teacherHands } from '../../components/HandGallery/data.ts';
import { fileStem } from '../../components/HandGallery/links.ts';
import { playData } from '../../components/PlayMode/data.ts';
import { loadHand } from '../../lib/hands.ts';

export const getStaticPaths = (async () =>
  (await teacherHands()).flatMap((hand) => {
    const { entry } = hand;
    const board = fileStem(entry.file) === entry.slug ? undefined : (entry.board ?? undefined);
    const checked = loadHand(entry.file, board === undefined ? {} : { board }).checked;
    const data = playData(entry.slug, entry.title, checked, entry.timeline);
    return data === null ? [] : [{ params: { slug: entry.slug }, props: { json: JSON.stringify(data) } }];
  })) satisfies GetStaticPaths;

export const GET: APIRoute = ({ props }) =>
  new Response(String((props as { json: string }).json), { headers: { 'Content-Type': 'application/json; charset=utf-8' } });
