/**
 * The Lab's third part: share the hand under construction. A link with everything in the URL
 * fragment (no server), the embed snippet for a teacher's own page, and the hand as a PBN file.
 * Copy buttons report in a polite live region.
 *
 * @packageDocumentation
 */
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { translator } from '../../i18n/lab.ts';
import { embedSnippet, embedUrl, handPbn, isEmptyHand, labUrl, pbnFileName, shareLink, type LabHand, type Readers } from './model.ts';
import { CopyButton, Section } from './ui.tsx';

/** Props of the share panel. */
export interface SharePanelProps {
  readonly hand: LabHand;
  /** The site's base path (`/` or `/auction-bridge/`). */
  readonly base: string;
  /** The page's origin (`https://…`), empty before hydration. */
  readonly origin: string;
  /** The PBN writer, once loaded. */
  readonly readers: Readers | null;
  readonly lang?: string;
}

/** The share panel. */
export function SharePanel({ hand, base, origin, readers, lang = 'en' }: SharePanelProps) {
  const tr = translator(lang);
  const link = useMemo(() => shareLink(hand), [hand]);
  const url = labUrl(origin, base, link);
  const embed = embedUrl(origin, base, link);
  const title = hand.title !== '' ? hand.title : tr('lab.share.embedTitle');
  const snippet = embedSnippet(embed, title);
  const [message, setMessage] = useState('');
  const [download, setDownload] = useState<string | null>(null);
  const linkField = useRef<HTMLInputElement>(null);
  const snippetField = useRef<HTMLTextAreaElement>(null);
  const empty = isEmptyHand(hand);

  // The PBN file as an object URL, replaced (and the old one released) when the hand changes.
  useEffect(() => {
    if (!readers || typeof URL === 'undefined' || typeof URL.createObjectURL !== 'function') return undefined;
    const href = URL.createObjectURL(new Blob([handPbn(readers, hand)], { type: 'application/x-pbn;charset=utf-8' }));
    setDownload(href);
    return () => URL.revokeObjectURL(href);
  }, [hand, readers]);

  return (
    <Section id="lab-share-h" title={tr('lab.share.title')} class="ab-lab__panel ab-lab__panel--share ab-no-print">
      <p>{empty ? tr('lab.share.empty') : tr('lab.share.intro')}</p>
      {/* The links need the page's origin: they appear once the page has loaded (never in the static HTML). */}
      {!empty && origin !== '' && (
        <>
          <p class="ab-lab__field">
            <label for="lab-share-link">{tr('lab.share.link')}</label>
            <input id="lab-share-link" ref={linkField} type="text" readOnly value={url} class="ab-lab__output" data-link={link} />
          </p>
          <p class="ab-lab__row">
            <CopyButton
              text={url}
              field={linkField}
              label={tr('lab.share.copyLink')}
              copied={tr('lab.share.linkCopied')}
              onDone={setMessage}
              lang={lang}
            />
            <a class="ab-lab__button" href={url} target="_blank" rel="noopener">
              {tr('lab.share.open')}
            </a>
          </p>
          <p class="ab-lab__field">
            <label for="lab-share-embed">{tr('lab.share.embed')}</label>
            <textarea id="lab-share-embed" ref={snippetField} readOnly rows={3} value={snippet} class="ab-lab__output" />
          </p>
          <p class="ab-lab__row">
            <CopyButton
              text={snippet}
              field={snippetField}
              label={tr('lab.share.copyEmbed')}
              copied={tr('lab.share.embedCopied')}
              onDone={setMessage}
              lang={lang}
            />
          </p>
          <p class="ab-lab__row">
            {download !== null ? (
              <a class="ab-lab__button" href={download} download={pbnFileName(hand)} type="application/x-pbn">
                {tr('lab.share.download', { file: pbnFileName(hand) })}
              </a>
            ) : (
              <span>{tr('lab.share.downloadLater')}</span>
            )}
          </p>
        </>
      )}
      <p class="ab-sr-only" role="status" aria-live="polite" aria-atomic="true">
        {message}
      </p>
      {message !== '' && (
        <p class="ab-lab__notice ab-lab__notice--done" aria-hidden="true">
          {message}
        </p>
      )}
    </Section>
  );
}
