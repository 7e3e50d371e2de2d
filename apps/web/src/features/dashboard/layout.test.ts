import { LAYOUT_PADRAO } from '@irradia/shared/dashboard/widgets';
import { describe, expect, it } from 'vitest';
import { adicionar, alternarLargura, empilhar, mover, normalizar, widgetsPermitidos } from './layout.ts';

describe('layout do painel', () => {
  it('normaliza: só o permitido, uma vez, cabendo nas colunas', () => {
    const l = normalizar(
      [
        { i: 'usinas', x: 3, y: 0, w: 2, h: 9 },
        { i: 'usinas', x: 0, y: 1, w: 1, h: 1 },
        { i: 'desconhecido', x: 0, y: 0, w: 1, h: 1 },
        { i: 'clientes', x: 0, y: 0, w: 1, h: 1 },
      ],
      new Set(['usinas']),
      4,
    );
    expect(l).toEqual([{ i: 'usinas', x: 2, y: 0, w: 2, h: 6 }]);
  });

  it('no celular empilha em uma coluna, na ordem de leitura', () => {
    const l = empilhar(LAYOUT_PADRAO.integrador);
    expect(l.every((x) => x.x === 0 && x.w === 1)).toBe(true);
    expect(l.map((x) => x.i).slice(0, 3)).toEqual(['usinas', 'geracao_mes', 'usina_creditos']);
    expect(l.map((x) => x.y)).toEqual(l.map((_x, n) => n));
  });

  it('move, alterna a largura e adiciona pelo teclado', () => {
    const base = LAYOUT_PADRAO.distribuidor;
    expect(mover(base, 'pedidos', -1, 3).map((x) => x.i)[0]).toBe('pedidos');
    expect(alternarLargura(base, 'funcionarios', 3)[0]).toMatchObject({ i: 'funcionarios', w: 2 });
    const mais = adicionar(base, 'atendimentos', 3);
    expect(mais.at(-1)).toMatchObject({ i: 'atendimentos', x: 0, w: 1, h: 1 });
  });

  it('oferece só os widgets do contexto com todas as permissões', () => {
    const nomes = widgetsPermitidos('integrador', (c) => c.every((p) => p !== 'fatura:view')).map(
      (w) => w.nome,
    );
    expect(nomes).toContain('usinas');
    expect(nomes).not.toContain('fatura_ultima');
    expect(widgetsPermitidos('pessoal', () => true)).toEqual([]);
  });
});
