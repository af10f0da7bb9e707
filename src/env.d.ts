/// <reference types="astro/client" />

declare namespace App {
  interface Locals {
    /** The keys whose translations a page has already written (components/shared/Strings.astro). */
    abStrings?: Set<string>;
  }
}
