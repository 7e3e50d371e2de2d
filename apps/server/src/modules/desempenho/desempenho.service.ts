import { hojeNoFuso } from '@irradia/shared/format/fuso';
import { temPermissao } from '@irradia/shared/permissoes/guarda';
import type { Desempenho, Indicadores } from '@irradia/shared/quadros/desempenho.schema';
import type { EmpresaAtual } from '../../platform/auth.ts';
import type { AppContext } from '../../platform/context.ts';
import { documentoCsv } from '../../platform/csv.ts';
import { erroValidacao } from '../../platform/errors.ts';
import { setoresDosCargos } from '../cargos/cargos.service.ts';
import { funcionariosDaEmpresa } from '../funcionarios/funcionarios.consultas.ts';
import { propostasParaDesempenho } from '../pedidos/pedidos.desempenho.ts';
import { cartoesParaDesempenho } from '../quadros/quadros.desempenho.ts';
import { setoresPorIds } from '../setores/setores.service.ts';

// The team's performance over a period (decision 038): per employee (the card's responsible; a
// deal with nobody responsible counts for whoever created it) and per team (the position's
// sector). Who holds atendimento:view sees everyone; anyone else, only their own figures.

const DIA = 86_400_000;
const HORA = 3_600_000;
const FUSO = 'America/Sao_Paulo';

/** Midnight in Brasília of a YYYY-MM-DD (UTC−3 all year since 2019). */
const meiaNoite = (dia: string) => new Date(`${dia}T00:00:00-03:00`);
const somaDias = (dia: string, n: number) =>
  new Date(Date.parse(`${dia}T00:00:00Z`) + n * DIA).toISOString().slice(0, 10);

interface Filtro {
  de?: string | null | undefined;
  ate?: string | null | undefined;
  setor?: string | undefined;
  funcionario?: string | undefined;
}

class Soma {
  fechados = 0;
  atrasados = 0;
  porAlerta = 0;
  horas: number[] = [];
  enviadas = 0;
  aceitas = 0;
  vendas = 0;
  vendasCentavos = 0;
  indicadores(): Indicadores {
    return {
      cartoes_fechados: this.fechados,
      cartoes_atrasados: this.atrasados,
      atendimentos_por_alerta: this.porAlerta,
      horas_para_resolver: this.horas.length
        ? Math.round((this.horas.reduce((a, h) => a + h, 0) / this.horas.length) * 10) / 10
        : null,
      propostas_enviadas: this.enviadas,
      propostas_aceitas: this.aceitas,
      conversao_pct: this.enviadas ? Math.round((this.aceitas / this.enviadas) * 1000) / 10 : null,
      vendas: this.vendas,
      vendas_rs: this.vendasCentavos / 100,
    };
  }
}

export async function desempenho(ctx: AppContext, empresa: EmpresaAtual, f: Filtro): Promise<Desempenho> {
  const hoje = hojeNoFuso(ctx.now(), FUSO);
  const ate = f.ate ?? hoje;
  const de = f.de ?? somaDias(ate, -29);
  if (de > ate)
    throw erroValidacao([{ field: 'de', rule: 'before', message: 'A data inicial deve ser antes da final' }]);
  if (Date.parse(ate) - Date.parse(de) > 366 * DIA)
    throw erroValidacao([{ field: 'de', rule: 'max', message: 'Escolha um período de até um ano' }]);
  const ini = meiaNoite(de);
  const fim = meiaNoite(somaDias(ate, 1));
  const no = (d: Date | null) => d !== null && d >= ini && d < fim;

  const todos = await funcionariosDaEmpresa(ctx, empresa.id);
  const apenasEu = !temPermissao(
    {
      tipoEmpresa: empresa.tipo,
      permissoes: empresa.permissoes,
      isSupervisor: empresa.isSupervisor,
      isSocio: empresa.isSocio,
      isAdmin: false,
    },
    'atendimento:view',
  );
  const setorDoCargo = await setoresDosCargos(
    ctx,
    todos.flatMap((x) => (x.cargoId ? [x.cargoId] : [])),
  );
  const setorDe = (x: { cargoId: number | null }) =>
    x.cargoId ? (setorDoCargo.get(x.cargoId) ?? null) : null;
  const setores = await setoresPorIds(
    ctx,
    todos.flatMap((x) => {
      const s = setorDe(x);
      return s ? [s] : [];
    }),
  );
  let visiveis = apenasEu ? todos.filter((x) => x.id === empresa.funcionarioId) : todos;
  if (f.funcionario) visiveis = visiveis.filter((x) => x.uuid === f.funcionario);
  if (f.setor)
    visiveis = visiveis.filter((x) => {
      const s = setorDe(x);
      return s !== null && setores.get(s)?.uuid === f.setor;
    });
  const filtrado = apenasEu || f.funcionario !== undefined || f.setor !== undefined;
  const ids = new Set(visiveis.map((x) => x.id));
  const porUsuario = new Map(todos.map((x) => [x.usuarioId, x.id]));

  const quadro = await cartoesParaDesempenho(ctx, empresa.id);
  const somas = new Map(visiveis.map((x) => [x.id, new Soma()]));
  const total = new Soma();
  const conta = (resp: number | null, fn: (s: Soma) => void) => {
    if (resp !== null && ids.has(resp)) fn(somas.get(resp) as Soma);
    if (!filtrado || (resp !== null && ids.has(resp))) fn(total);
  };
  const responsavelDoPedido = new Map<number, number | null>();
  for (const c of quadro.cartoes) {
    if (c.pedidoId !== null) responsavelDoPedido.set(c.pedidoId, c.responsavelId);
    if (no(c.fechadoEm)) conta(c.responsavelId, (s) => s.fechados++);
    if (c.fechadoEm === null && c.prazo !== null && c.prazo < hoje)
      conta(c.responsavelId, (s) => s.atrasados++);
    if (c.origem === 'alerta' && no(c.criadoEm)) conta(c.responsavelId, (s) => s.porAlerta++);
    if (c.origem === 'alerta' && c.fechadoEm && no(c.fechadoEm)) {
      const horas = (c.fechadoEm.getTime() - c.criadoEm.getTime()) / HORA;
      conta(c.responsavelId, (s) => s.horas.push(horas));
    }
  }
  for (const p of await propostasParaDesempenho(ctx, empresa.id, ini, fim)) {
    const resp =
      responsavelDoPedido.get(p.id) ?? (p.criadoPor ? (porUsuario.get(p.criadoPor) ?? null) : null);
    if (no(p.enviadaEm)) conta(resp, (s) => s.enviadas++);
    if (p.aceiteNome !== null && no(p.respondidaEm)) conta(resp, (s) => s.aceitas++);
    if (no(p.fechadaEm))
      conta(resp, (s) => {
        s.vendas++;
        s.vendasCentavos += p.totalCentavos;
      });
  }

  // Time in each stage: from entering it (the move in, or the card's creation) to leaving it.
  const responsavelDoCartao = new Map(quadro.cartoes.map((c) => [c.id, c]));
  const permanencias = new Map<number, number[]>();
  let entrada = new Map<number, Date>();
  let cartaoAtual = -1;
  for (const m of quadro.movimentos) {
    if (m.cartaoId !== cartaoAtual) {
      cartaoAtual = m.cartaoId;
      entrada = new Map();
    }
    const c = responsavelDoCartao.get(m.cartaoId);
    if (
      m.deFaseId !== null &&
      c &&
      no(m.criadoEm) &&
      (!filtrado || (c.responsavelId !== null && ids.has(c.responsavelId)))
    ) {
      const desde = entrada.get(m.deFaseId) ?? c.criadoEm;
      const lista = permanencias.get(m.deFaseId) ?? [];
      lista.push((m.criadoEm.getTime() - desde.getTime()) / HORA);
      permanencias.set(m.deFaseId, lista);
    }
    if (m.paraFaseId !== null) entrada.set(m.paraFaseId, m.criadoEm);
  }

  const porSetor = new Map<number | null, Soma>();
  const funcionarios = visiveis.map((x) => {
    const s = setorDe(x);
    const soma = somas.get(x.id) as Soma;
    const grupo = porSetor.get(s) ?? new Soma();
    porSetor.set(s, somar(grupo, soma));
    const setor = s ? setores.get(s) : undefined;
    return { uuid: x.uuid, nome: x.nome, setor: setor ?? null, ...soma.indicadores() };
  });
  return {
    de,
    ate,
    apenas_eu: apenasEu,
    total: total.indicadores(),
    funcionarios,
    setores: apenasEu
      ? []
      : [...porSetor.entries()].map(([id, soma]) => ({
          uuid: id ? (setores.get(id)?.uuid ?? null) : null,
          nome: id ? (setores.get(id)?.nome ?? 'Setor excluído') : 'Sem setor',
          ...soma.indicadores(),
        })),
    fases: quadro.fases.map((x) => {
      const horas = permanencias.get(x.id) ?? [];
      return {
        quadro: x.quadro,
        quadro_nome: x.quadroNome,
        fase: x.uuid,
        nome: x.nome,
        horas_media: horas.length
          ? Math.round((horas.reduce((a, h) => a + h, 0) / horas.length) * 10) / 10
          : null,
        passagens: horas.length,
      };
    }),
  };
}

function somar(a: Soma, b: Soma): Soma {
  a.fechados += b.fechados;
  a.atrasados += b.atrasados;
  a.porAlerta += b.porAlerta;
  a.horas.push(...b.horas);
  a.enviadas += b.enviadas;
  a.aceitas += b.aceitas;
  a.vendas += b.vendas;
  a.vendasCentavos += b.vendasCentavos;
  return a;
}

/** One line per employee, as the page's table (Excel-friendly: `;`, decimal comma). */
export function desempenhoCsv(d: Desempenho): string {
  const n = (v: number | null) => (v === null ? '' : String(v).replace('.', ','));
  return documentoCsv(
    [
      'Funcionário',
      'Setor',
      'Cartões fechados',
      'Cartões atrasados',
      'Solicitações por alerta',
      'Horas para resolver (média)',
      'Propostas enviadas',
      'Propostas aceitas',
      'Conversão (%)',
      'Vendas',
      'Vendas (R$)',
    ],
    d.funcionarios.map((f) => [
      f.nome,
      f.setor?.nome ?? '',
      f.cartoes_fechados,
      f.cartoes_atrasados,
      f.atendimentos_por_alerta,
      n(f.horas_para_resolver),
      f.propostas_enviadas,
      f.propostas_aceitas,
      n(f.conversao_pct),
      f.vendas,
      n(f.vendas_rs),
    ]),
  );
}
