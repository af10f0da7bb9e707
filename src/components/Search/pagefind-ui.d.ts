/**
 * The one export of `@pagefind/default-ui` the site search uses (the package ships no types).
 * Options as documented at https://pagefind.app/docs/ui/.
 */
declare module '@pagefind/default-ui' {
  export class PagefindUI {
    constructor(options: Record<string, unknown>);
  }
}
