/// <reference types="astro/client" />
/**
 * For the picker's tests only: the HTML that RuleSetPicker.astro builds, rendered with Astro's
 * container API as the build renders it, so that the browser scripts are tested on the real markup.
 *
 * Rendering also runs the component's `<script>` in the test's window (Astro's compile for Vite
 * imports it), that is `watchPickers` with the real import of client.ts. With no picker in the
 * page yet it does nothing, so render before putting pickers in the page.
 *
 * @packageDocumentation
 */
import { experimental_AstroContainer as AstroContainer } from 'astro/container';

/** The picker's built HTML (one picker). */
export const renderPickerHtml = async (): Promise<string> => {
  // Imported by a path in a variable, so that type checkers without Astro's types skip the .astro file.
  const path = './RuleSetPicker.astro';
  const Picker = ((await import(/* @vite-ignore */ path)) as { default: Parameters<AstroContainer['renderToString']>[0] }).default;
  const container = await AstroContainer.create();
  return container.renderToString(Picker);
};
