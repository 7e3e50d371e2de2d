import { type KeyboardEvent, useEffect, useId, useState } from 'react';

/**
 * A list of suggestions under a text box, driven from the box (WAI-ARIA combobox): arrows move
 * the active option, Enter or Tab picks it, Escape closes the list. The box keeps the focus; the
 * active option is named by `aria-activedescendant`.
 */
export function useListaNavegavel<T>(opcoes: {
  itens: readonly T[];
  aberta: boolean;
  escolher(item: T): void;
  fechar(): void;
}) {
  const { itens, aberta } = opcoes;
  const [ativo, setAtivo] = useState(0);
  const base = useId();
  // A new search starts at the first suggestion.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when the list itself changes.
  useEffect(() => setAtivo(0), [itens, aberta]);
  const indice = Math.min(ativo, Math.max(itens.length - 1, 0));
  const visivel = aberta && itens.length > 0;

  /** Handles the key when the list is open; true when it did (the caller does nothing else). */
  function onKeyDown(e: KeyboardEvent): boolean {
    if (!visivel) return false;
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      const passo = e.key === 'ArrowDown' ? 1 : -1;
      setAtivo((i) => (i + passo + itens.length) % itens.length);
      return true;
    }
    if (e.key === 'Enter' || e.key === 'Tab') {
      const item = itens[indice];
      if (item === undefined) return false;
      e.preventDefault();
      opcoes.escolher(item);
      return true;
    }
    if (e.key === 'Escape') {
      e.preventDefault();
      opcoes.fechar();
      return true;
    }
    return false;
  }

  const idDaOpcao = (i: number) => `${base}-opcao-${i}`;
  return {
    visivel,
    indice,
    setAtivo,
    onKeyDown,
    idDaLista: `${base}-lista`,
    idDaOpcao,
    /** The text box's ARIA attributes. */
    aria: {
      role: 'combobox' as const,
      'aria-autocomplete': 'list' as const,
      'aria-expanded': visivel,
      'aria-controls': `${base}-lista`,
      'aria-activedescendant': visivel ? idDaOpcao(indice) : undefined,
    },
  };
}
