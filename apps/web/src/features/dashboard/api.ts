import type { ItemLayout } from '@irradia/shared/dashboard/widgets';
import type { StatusUsina } from '@irradia/shared/monitoramento/monitoramento.schema';
import { canalEmpresa } from '@irradia/shared/realtime/canais';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import { useAoReconectar, useChannel } from '../../lib/realtime.ts';
import { useAppStore } from '../../stores/app-store.ts';

// The dashboard's reads (`/api/dashboard/<widget>`) and its saved templates (`/api/paineis`),
// keyed by the selected company (or the personal account) like the rest of the app.

export interface Contador {
  total: number;
  novos_no_mes?: number;
}
export interface ContadorDoDia {
  hoje: number;
  total: number;
}
export interface ResumoUsinas {
  total: number;
  potencia_kwp: number;
  por_status: Record<StatusUsina, number>;
}
export interface PorFabricante {
  codigo: string;
  nome: string;
  usinas: number;
  potencia_kwp: number;
}
export interface PorConcessionaria {
  sigla: string;
  unidades: number;
  faturas: number;
}
export interface ResumoFuncionarios {
  total: number;
  por_setor: Array<{ setor: string; total: number }>;
}
export interface EnergiaDoDia {
  data: string;
  energia_kwh: number;
}
export interface GeracaoMes {
  mes: string;
  energia_kwh: number;
  esperada_kwh: number | null;
  dias: EnergiaDoDia[];
  /** Each day's expected energy up to today (null when no plant has a city and a power). */
  esperada_por_dia?: EnergiaDoDia[] | null;
}
export interface GeracaoHoraria {
  data: string;
  pontos: Array<{ hora: string; potencia_w: number }>;
  potencia_atual_w: number | null;
}
export interface GeracaoDiaria {
  dias: EnergiaDoDia[];
  esperada_por_dia?: EnergiaDoDia[] | null;
}
export interface UsinasComProblema {
  usinas: Array<{
    uuid: string;
    nome: string;
    status: StatusUsina;
    status_motivo: string | null;
    ultima_leitura_em: string | null;
    /** The plant's zone: its last reading is shown in its clock. */
    fuso_horario?: string;
  }>;
}
export interface UltimasFaturas {
  faturas: Array<{
    uuid: string;
    mes_referencia: string;
    usina: string | { uuid: string; nome: string } | null;
    valor_total_rs: number | null;
    economia_rs: number | null;
    status: string;
  }>;
}
export interface CreditosDeEnergia {
  saldo_kwh: number;
  expirando: Array<{ mes: string; kwh: number }>;
  economia_rs: number | null;
}

export interface RespostaWidget<T> {
  data: T | null;
  desabilitado?: boolean;
  mensagem?: string;
}

export interface Painel {
  /** Spec §3: the template's id (the client's, when it sent one). */
  id: string;
  nome: string;
  layout: ItemLayout[];
  conteudo: Record<string, unknown>;
}
export interface ListaPaineis {
  data: Painel[];
  meta: { padrao: ItemLayout[] };
}

/** The selected company's uuid, or 'pessoal': what every dashboard query key is scoped by. */
function useEscopo(): string {
  return useAppStore((s) => s.company.selected?.uuid ?? 'pessoal');
}

export function useWidget<T>(nome: string) {
  const escopo = useEscopo();
  const token = useAppStore((s) => s.account.token);
  return useQuery({
    queryKey: ['dashboard', escopo, nome],
    queryFn: () => api.get<RespostaWidget<T>>(`dashboard/${nome}`),
    enabled: token !== null,
    staleTime: 60_000,
    retry: false,
    // The day's power curve moves while the sun is up.
    refetchInterval: nome === 'geracao_horaria' ? 5 * 60_000 : false,
  });
}

export function usePaineis() {
  const escopo = useEscopo();
  const token = useAppStore((s) => s.account.token);
  return useQuery({
    queryKey: ['paineis', escopo],
    queryFn: () => api.get<ListaPaineis>('paineis'),
    enabled: token !== null,
    retry: false,
  });
}

export interface EntradaPainel {
  id?: string;
  nome: string;
  layout: ItemLayout[];
  conteudo?: Record<string, unknown>;
}

export function useCriarPainel() {
  const qc = useQueryClient();
  const escopo = useEscopo();
  return useMutation({
    mutationFn: (entrada: EntradaPainel) =>
      api.post<{ data: Painel }>('paineis', {
        ...entrada,
        // Spec §3: a template gets an id when it has none.
        id: entrada.id ?? crypto.randomUUID(),
        conteudo: entrada.conteudo ?? {},
      }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['paineis', escopo] }),
  });
}

export function useAtualizarPainel() {
  const qc = useQueryClient();
  const escopo = useEscopo();
  return useMutation({
    mutationFn: ({ uuid, ...entrada }: EntradaPainel & { uuid: string }) =>
      api.put<{ data: Painel }>(`paineis/${uuid}`, { ...entrada, conteudo: entrada.conteudo ?? {} }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['paineis', escopo] }),
  });
}

export function useExcluirPainel() {
  const qc = useQueryClient();
  const escopo = useEscopo();
  return useMutation({
    mutationFn: (uuid: string) => api.delete(`paineis/${uuid}`),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['paineis', escopo] }),
  });
}

/** What the company channel brings that changes a widget, by the message's `tipo`. */
const AFETADOS: Record<string, string[]> = {
  usinas: ['usinas', 'usina_status', 'geracao_horaria'],
  importacao: ['usinas', 'usina_status', 'geracao_horaria', 'fabricantes', 'geracao_mes', 'geracao_diaria'],
  integracao: ['fatura_ultima', 'concessionarias', 'usina_creditos'],
};

/** Live updates: plant status and import events on `empresas/<uuid>` refresh the affected widgets. */
export function useAtualizacoesDoPainel(): void {
  const empresa = useAppStore((s) => s.company.selected?.uuid ?? null);
  const qc = useQueryClient();
  useChannel<{ tipo?: string }>(empresa ? canalEmpresa(empresa) : null, (m) => {
    const nomes = AFETADOS[m?.tipo ?? ''] ?? AFETADOS.usinas ?? [];
    for (const nome of nomes) void qc.invalidateQueries({ queryKey: ['dashboard', empresa, nome] });
  });
  useAoReconectar(() => void qc.invalidateQueries({ queryKey: ['dashboard'] }));
}
