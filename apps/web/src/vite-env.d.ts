/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Origin of the API server when it is not the page's own origin, e.g. https://api.example.jp */
  readonly VITE_API_HOST?: string;
}
