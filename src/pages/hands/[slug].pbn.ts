/**
 * The PBN file of each hand (/hands/<slug>.pbn), for the "Download the PBN file" link of the
 * hand's page: the hand as its author wrote it (a game of a file of several gets the file's
 * PBN header, so that it stands alone). A static endpoint: written once at build time.
 */
import type { APIRoute, GetStaticPaths } from 'astro';
import { getCollection } from 'astro:content';
import { standalonePbn } from '../../components/HandGallery/links.ts';
import type { HandEntry } from '../../lib/hands-loader.ts';

export const getStaticPaths = (async () =>
  (await getCollection('hands')).map((h) => ({
    params: { slug: h.id },
    props: { pbn: standalonePbn(h.data as HandEntry) },
  }))) satisfies GetStaticPaths;

export const GET: APIRoute = ({ props }) =>
  new Response(String((props as { pbn: string }).pbn), {
    headers: { 'Content-Type': 'application/vnd.pbn; charset=utf-8' },
  });
