import 'i18next';
import type { Resources } from './i18n-resources';

/** Keys and interpolation values of t() are checked against the English files. */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'app';
    resources: Resources;
  }
}
