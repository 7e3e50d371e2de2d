// Tests of screens that change with the width (a phone shows one stage, lists become cards).

/** The media queries of a screen `largura` px wide (Chakra asks min-width in em or px). */
export function tela(largura: number) {
  window.matchMedia = (query: string) => {
    const px = (v: string, unidade: string) => Number(v) * (unidade === 'px' ? 1 : 16);
    const min = /min-width:\s*([\d.]+)(px|em|rem)/.exec(query);
    const max = /max-width:\s*([\d.]+)(px|em|rem)/.exec(query);
    const matches =
      (!min || largura >= px(min[1] ?? '0', min[2] ?? 'px')) &&
      (!max || largura <= px(max[1] ?? '0', max[2] ?? 'px'));
    return {
      matches,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    } as unknown as MediaQueryList;
  };
}
