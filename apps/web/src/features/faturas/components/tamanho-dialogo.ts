/**
 * The invoice dialogs' size per step. Confirming: the whole screen on a phone (PDF below the form),
 * the viewport less a margin from lg (form and PDF side by side). The other steps: a plain dialog
 * from md. The 'full' base size sets a min-height (and square corners) the larger sizes keep: undone.
 */
export function tamanhoDoDialogo(conferindo: boolean) {
  return conferindo
    ? ({
        size: { base: 'full', lg: 'cover' },
        conteudo: {
          h: { lg: 'calc(100dvh - 5rem)' },
          minH: { lg: '0' },
          maxH: { lg: 'none' },
          rounded: { lg: 'l3' },
        },
      } as const)
    : ({
        size: { base: 'full', md: 'xl' },
        conteudo: { minH: { md: '0' }, my: { md: '16' }, rounded: { md: 'l3' } },
      } as const);
}
