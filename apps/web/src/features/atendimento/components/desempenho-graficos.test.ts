import { describe, expect, it } from 'vitest';
import { formatarValor, resumoDoGrafico } from '../../../components/graficos/opcoes.ts';
import { dadosPorFuncionario, dadosPorQuadro } from './desempenho-graficos.tsx';

const zeros = {
  cartoes_fechados: 0,
  cartoes_atrasados: 0,
  atendimentos_por_alerta: 0,
  horas_para_resolver: null,
  propostas_enviadas: 0,
  propostas_aceitas: 0,
  conversao_pct: null,
  vendas: 0,
  vendas_rs: 0,
};
const fase = (quadro: string, nome: string, horas: number | null) => ({
  quadro,
  quadro_nome: quadro === 'q1' ? 'Solicitações' : 'Negócios',
  fase: `${quadro}-${nome}`,
  nome,
  horas_media: horas,
  passagens: 1,
});

describe('gráficos do desempenho', () => {
  it('por funcionário: primeiro nome no eixo (sem repetir), nome inteiro na dica, contagem ou reais', () => {
    const funcionarios = [
      { ...zeros, uuid: 'a', nome: 'Ana Souza', setor: null, cartoes_fechados: 4, vendas_rs: 1500 },
      { ...zeros, uuid: 'b', nome: 'Ana Lima', setor: null, cartoes_fechados: 2, vendas_rs: 0 },
    ];
    const fechados = dadosPorFuncionario(funcionarios, 'fechados');
    expect(fechados).toMatchObject({
      grandeza: 'quantidade',
      rotulos: ['Ana', 'Ana (2)'],
      titulos: ['Ana Souza', 'Ana Lima'],
    });
    expect(fechados.series[0]?.valores).toEqual([4, 2]);
    const vendas = dadosPorFuncionario(funcionarios, 'vendas');
    expect(vendas.grandeza).toBe('moeda');
    expect(resumoDoGrafico(vendas, 'Vendas')).toBe('Vendas. Vendas (R$): R$\u00a01.500,00 no total.');
  });

  it('por quadro: um gráfico por quadro, as fases na ordem da resposta, em horas', () => {
    const r = dadosPorQuadro([
      fase('q1', 'Aberto', 4),
      fase('q2', 'Novo', 10),
      fase('q1', 'Concluído', null),
    ]);
    expect(r.map((q) => q.nome)).toEqual(['Solicitações', 'Negócios']);
    expect(r[0]?.dados.rotulos).toEqual(['Aberto', 'Concluído']);
    expect(r[0]?.dados.series[0]?.valores).toEqual([4, null]);
    expect(formatarValor('horas', 12.25)).toBe('12,3 h');
    expect(formatarValor('quantidade', 3)).toBe('3');
  });
});
