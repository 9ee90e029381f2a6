/// <reference types="vite/client" />

type ImportMetaEnv = {
  /** The public website (logo, privacy and terms links); default https://gazda.rs. */
  readonly VITE_PUBLIC_SITE_URL?: string;
};
