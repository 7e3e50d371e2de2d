import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { ptBR } from './pt-br.ts';

/** pt-BR only, with pt-BR as its own fallback (spec §9: "locale pt-BR with fallback"). */
export function initI18n(): typeof i18next {
  if (!i18next.isInitialized) {
    void i18next.use(initReactI18next).init({
      lng: 'pt-BR',
      fallbackLng: 'pt-BR',
      supportedLngs: ['pt-BR'],
      resources: { 'pt-BR': { translation: ptBR } },
      interpolation: { escapeValue: false },
      initAsync: false,
      returnNull: false,
    });
  }
  return i18next;
}

export const t = (key: keyof typeof ptBR) => i18next.t(key);
