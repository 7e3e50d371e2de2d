import type {
  DadosDoWidget,
  NomeWidgetComDados,
  RespostaDoWidget,
  WidgetDesabilitado,
} from '@irradia/shared/dashboard/respostas';
import type { ZPainelEntrada } from '@irradia/shared/dashboard/widgets';
import type { ZConvites } from '@irradia/shared/equipe/equipe.schema';
import type { Paineis, ZPainelResposta } from '@irradia/shared/paineis/paineis.schema';
import { canalEmpresa } from '@irradia/shared/realtime/canais';
import type { ZFilaResposta } from '@irradia/shared/tarefas/tarefas.schema';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../lib/api-client.ts';
import { useAoReconectar, useChannel } from '../../lib/realtime.ts';
import { useAppStore } from '../../stores/app-store.ts';

// The dashboard's reads (`/api/dashboard/<widget>`) and its saved templates (`/api/paineis`),
// keyed by the selected company (or the personal account) like the rest of the app. Every reply's
// type comes from the schema the server declares (packages/shared dashboard/respostas.ts).

/** `usuarios` answers only the total; `clientes` also the month's new ones. */
export type Contador = DadosDoWidget<'usuarios'> & Partial<DadosDoWidget<'clientes'>>;
export type ContadorDoDia = DadosDoWidget<'usuarios_dia'>;
export type ResumoUsinas = DadosDoWidget<'usinas'>;
export type PorFabricante = DadosDoWidget<'fabricantes'>[number];
export type PorConcessionaria = DadosDoWidget<'concessionarias'>[number];
export type ResumoFuncionarios = DadosDoWidget<'funcionarios'>;
export type GeracaoMes = DadosDoWidget<'geracao_mes'>;
export type EnergiaDoDia = GeracaoMes['dias'][number];
export type GeracaoHoraria = DadosDoWidget<'geracao_horaria'>;
export type GeracaoDiaria = DadosDoWidget<'geracao_diaria'>;
export type UsinasComProblema = DadosDoWidget<'usina_status'>;
export type UltimasFaturas = DadosDoWidget<'fatura_ultima'>;
export type CreditosDeEnergia = DadosDoWidget<'usina_creditos'>;
export type ResumoEstoque = DadosDoWidget<'estoques'>;
export type ResumoCatalogos = DadosDoWidget<'catalogos'>;
export type PedidosDoMes = DadosDoWidget<'pedidos'>;
export type AtendimentosEmAberto = DadosDoWidget<'atendimentos'>;

/** A widget's reply: its data (`N`'s), or what a disabled widget will hold. */
export type RespostaWidget<N extends NomeWidgetComDados = NomeWidgetComDados> =
  | (RespostaDoWidget<N> & Partial<Omit<WidgetDesabilitado, 'data'>>)
  | WidgetDesabilitado;

export type ListaPaineis = Paineis;
export type EntradaPainel = z.input<typeof ZPainelEntrada>;
type PainelResposta = z.infer<typeof ZPainelResposta>;

/** Keys, reads and refresh of the dashboard: hooks, invalidations and prefetches use only these. */
export const dashboardQueries = {
  todas: () => ['dashboard'] as const,
  /** Every widget of one scope (a company's uuid, or 'pessoal'). */
  doEscopo: (escopo: string) => ['dashboard', escopo] as const,
  widget: (escopo: string, nome: string, ativo = true) =>
    queryOptions({
      queryKey: ['dashboard', escopo, nome] as const,
      queryFn: () => api.get<RespostaWidget>(`dashboard/${nome}`),
      enabled: ativo,
      staleTime: 60_000,
      retry: false,
      // The day's power curve moves while the sun is up.
      refetchInterval: nome === 'geracao_horaria' ? 5 * 60_000 : false,
    }),
  /** Invitations waiting for the signed-in person (any context: they are the person's). */
  convitesTodos: () => ['convites'] as const,
  convites: (token: string | null) =>
    queryOptions({
      queryKey: ['convites', token] as const,
      queryFn: () => api.get<z.infer<typeof ZConvites>>('funcionarios/convites', { withoutCompany: true }),
      enabled: token !== null,
    }),
  /** The job queue per kind (sistema only), refreshed every 30 s while the overview is open. */
  fila: (permitido: boolean) =>
    queryOptions({
      queryKey: ['health', 'fila'] as const,
      queryFn: () => api.get<z.infer<typeof ZFilaResposta>>('health/fila'),
      enabled: permitido,
      refetchInterval: 30_000,
    }),
  paineisTodos: () => ['paineis'] as const,
  paineis: (escopo: string, ativo = true) =>
    queryOptions({
      queryKey: ['paineis', escopo] as const,
      queryFn: () => api.get<ListaPaineis>('paineis'),
      enabled: ativo,
      retry: false,
    }),
};

/** The selected company's uuid, or 'pessoal': what every dashboard query key is scoped by. */
function useEscopo(): string {
  return useAppStore((s) => s.company.selected?.uuid ?? 'pessoal');
}

export function useWidget(nome: string) {
  const escopo = useEscopo();
  const token = useAppStore((s) => s.account.token);
  return useQuery(dashboardQueries.widget(escopo, nome, token !== null));
}

export function usePaineis() {
  const escopo = useEscopo();
  const token = useAppStore((s) => s.account.token);
  return useQuery(dashboardQueries.paineis(escopo, token !== null));
}

export function useCriarPainel() {
  const qc = useQueryClient();
  const escopo = useEscopo();
  return useMutation({
    mutationFn: (entrada: EntradaPainel) =>
      api.post<PainelResposta>('paineis', {
        ...entrada,
        // Spec §3: a template gets an id when it has none.
        id: entrada.id ?? crypto.randomUUID(),
        conteudo: entrada.conteudo ?? {},
      }),
    onSuccess: () => qc.invalidateQueries({ queryKey: dashboardQueries.paineis(escopo).queryKey }),
  });
}

export function useAtualizarPainel() {
  const qc = useQueryClient();
  const escopo = useEscopo();
  return useMutation({
    mutationFn: ({ uuid, ...entrada }: EntradaPainel & { uuid: string }) =>
      api.put<PainelResposta>(`paineis/${uuid}`, { ...entrada, conteudo: entrada.conteudo ?? {} }),
    onSuccess: () => qc.invalidateQueries({ queryKey: dashboardQueries.paineis(escopo).queryKey }),
  });
}

export function useExcluirPainel() {
  const qc = useQueryClient();
  const escopo = useEscopo();
  return useMutation({
    mutationFn: (uuid: string) => api.delete(`paineis/${uuid}`),
    onSuccess: () => qc.invalidateQueries({ queryKey: dashboardQueries.paineis(escopo).queryKey }),
  });
}

/** What the company channel brings that changes a widget, by the message's `tipo`. */
const AFETADOS: Record<string, string[]> = {
  usinas: ['usinas', 'usina_status', 'geracao_horaria'],
  importacao: ['usinas', 'usina_status', 'geracao_horaria', 'fabricantes', 'geracao_mes', 'geracao_diaria'],
  integracao: ['fatura_ultima', 'concessionarias', 'usina_creditos'],
  // A purchase's step: its figures, and the stock a confirmation or a receipt moved.
  pedido: ['pedidos', 'estoques'],
  atendimento: ['atendimentos'],
};

/** Live updates: plant, import, order and request events on `empresas/<uuid>` refresh the affected widgets. */
export function useAtualizacoesDoPainel(): void {
  const empresa = useAppStore((s) => s.company.selected?.uuid ?? null);
  const qc = useQueryClient();
  useChannel<{ tipo?: string }>(empresa ? canalEmpresa(empresa) : null, (m) => {
    const nomes = AFETADOS[m?.tipo ?? ''] ?? AFETADOS.usinas ?? [];
    if (!empresa) return;
    for (const nome of nomes)
      void qc.invalidateQueries({ queryKey: dashboardQueries.widget(empresa, nome).queryKey });
  });
  useAoReconectar(() => void qc.invalidateQueries({ queryKey: dashboardQueries.todas() }));
}
