import type { CaixaDeEntrada, ItemCaixa } from '@irradia/shared/faturas/caixa-de-entrada';
import type { ItemFatura, LeituraFatura, StatusFatura } from '@irradia/shared/faturas/faturas.campos';
import type { EtapaIntegracao, FaturaEntrada } from '@irradia/shared/faturas/faturas.schema';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import { buscarArquivo } from '../../lib/download.ts';
import { useAppStore } from '../../stores/app-store.ts';
import type { CampoNumerico } from './campos.ts';

type NumerosFatura = Record<CampoNumerico, number | null>;

export interface Fatura extends NumerosFatura {
  uuid: string;
  mes_referencia: string;
  vencimento: string | null;
  status: StatusFatura;
  origem: 'pdf' | 'manual' | 'integracao';
  economia_rs: number | null;
  sem_solar_rs: number | null;
  tem_pdf: boolean;
  unidade: { uuid: string; matricula: string; tipo: 'geradora' | 'beneficiaria'; nome: string | null } | null;
  usina: { uuid: string; nome: string } | null;
  concessionaria: { uuid: string; sigla: string } | null;
}

interface LinhaCredito {
  mes: string;
  injetada_kwh: number;
  creditada_kwh: number;
  compensada_kwh: number;
  expirada_kwh: number;
  saldo_kwh: number;
  expirando_proximo_mes_kwh: number;
  lotes: Array<{ origem: string; kwh: number; expira_em: string }>;
  saldo_informado_kwh: number | null;
  divergencia_kwh: number | null;
}

interface Verificacao {
  regra: string;
  esperado: number | null;
  encontrado: number | null;
  diferenca: number | null;
  ok: boolean;
  mensagem: string;
}

export interface FaturaDetalhe extends Fatura {
  itens: ItemFatura[];
  unidade: (NonNullable<Fatura['unidade']> & { gd: 'GD I' | 'GD II' }) | null;
  creditos: LinhaCredito | null;
  auditoria: { ok: boolean; verificacoes: Verificacao[] };
  pdf_url: string | null;
}

interface Totais {
  valor_total_rs: number;
  consumo_kwh: number;
  compensada_kwh: number;
  injetada_kwh: number;
  economia_rs: number;
}

export interface ListaFaturas {
  data: Fatura[];
  meta: { total: number; last_page: number; totais: Totais };
}

/** What POST /faturas/leitura answers: the PDF kept by the server, the unit its installation number matched, the reading. */
export interface Leitura {
  pdf: string;
  unidade: { uuid: string; matricula: string } | null;
  leitura: LeituraFatura;
}

/** GET /faturas/caixa-de-entrada: a page of items, with the company's address (null: this server receives no mail). */
export interface ListaCaixa {
  data: ItemCaixa[];
  meta: { total: number; last_page: number } & CaixaDeEntrada;
}

export interface ResumoUsina {
  usina: { uuid: string; nome: string } | null;
  saldo_kwh: number;
  economia_rs: number;
  faturas: number;
  meses: Array<{
    mes: string;
    saldo_kwh: number;
    compensada_kwh: number;
    injetada_kwh: number;
    economia_rs: number;
  }>;
  expirando: Array<{ mes: string; kwh: number }>;
  unidades: Array<{
    unidade: { uuid: string; matricula: string; tipo: string; nome: string | null } | null;
    saldo_kwh: number;
    economia_rs: number;
    expirando: Array<{ mes: string; kwh: number }>;
  }>;
}

export interface Integracao {
  uuid: string;
  usina: { uuid: string; nome: string };
  concessionaria: { uuid: string; sigla: string };
  login: string;
  importar_desde: string;
  etapa: EtapaIntegracao;
  status: string;
  mensagem: string | null;
  faturas_importadas: number;
  ultima_execucao_em?: string | null;
}

export interface Concessionaria {
  uuid: string;
  sigla: string;
  nome: string;
  estados: string[];
  acesso: 'login' | 'sessao' | 'pdf';
  explicacao: string;
}

export interface FiltrosFaturas {
  usina: string;
  unidade: string;
  mes: string;
  status: StatusFatura | '';
}

const vazio = (v: string) => v || undefined;

export function useFaturas(f: FiltrosFaturas, page: number, limit = 20) {
  const empresa = useAppStore((s) => s.company.selected?.uuid);
  return useQuery({
    queryKey: ['faturas', empresa, 'lista', f, page, limit],
    queryFn: () =>
      api.get<ListaFaturas>('faturas', {
        query: {
          usina: vazio(f.usina),
          unidade: vazio(f.unidade),
          mes: vazio(f.mes),
          status: vazio(f.status),
          page,
          limit,
        },
      }),
    enabled: Boolean(empresa),
  });
}

export function useFatura(uuid: string | undefined) {
  const empresa = useAppStore((s) => s.company.selected?.uuid);
  return useQuery({
    queryKey: ['faturas', empresa, 'detalhe', uuid],
    queryFn: () => api.get<{ data: FaturaDetalhe }>(`faturas/${uuid}`),
    enabled: Boolean(empresa && uuid),
    retry: false,
  });
}

export function useResumoUsina(usina: string | undefined) {
  const empresa = useAppStore((s) => s.company.selected?.uuid);
  return useQuery({
    queryKey: ['faturas', empresa, 'resumo', usina],
    queryFn: () => api.get<{ data: ResumoUsina }>('faturas/resumo', { query: { usina } }),
    enabled: Boolean(empresa && usina),
    retry: false,
  });
}

/** Reads the PDF (kept by the server, nothing saved as an invoice yet); `senha` opens a locked one. */
export const useLerPdf = () =>
  useMutation({
    mutationFn: ({ arquivo, senha }: { arquivo: Blob; senha?: string }) =>
      api.post<{ data: Leitura }>('faturas/leitura', senha ? { arquivo, senha } : { arquivo }, {
        timeoutMs: 90_000,
      }),
  });

const CAIXA = 'faturas/caixa-de-entrada';

export function useCaixaDeEntrada(page: number, limit = 10) {
  const empresa = useAppStore((s) => s.company.selected?.uuid);
  return useQuery({
    queryKey: ['faturas', empresa, 'caixa', page, limit],
    queryFn: () => api.get<ListaCaixa>(CAIXA, { query: { page, limit } }),
    enabled: Boolean(empresa),
  });
}

/** The PDF of an invoice in the inbox, for the preview beside the confirm form. */
export function usePdfDaCaixa(uuid: string | null) {
  const empresa = useAppStore((s) => s.company.selected?.uuid);
  return useQuery({
    // Outside the 'faturas' key: saving the invoice drops the item, and its PDF must not be refetched.
    queryKey: ['caixa-pdf', empresa, uuid],
    queryFn: async () => (await buscarArquivo(`${CAIXA}/${uuid}/pdf`)).blob,
    enabled: Boolean(empresa && uuid),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

function useMudarCaixa<T, R>(fn: (v: T) => Promise<R>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => qc.invalidateQueries({ queryKey: ['faturas'] }),
  });
}

export const useRegistroAutomatico = () =>
  useMudarCaixa((automatica: boolean) => api.put<{ data: CaixaDeEntrada }>(CAIXA, { automatica }));

export const useNovoEndereco = () =>
  useMudarCaixa(() => api.post<{ data: CaixaDeEntrada }>(`${CAIXA}/endereco`));

export const useDescartarDaCaixa = () => useMudarCaixa((uuid: string) => api.delete(`${CAIXA}/${uuid}`));

export function useCriarFatura() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: FaturaEntrada) => api.post<{ data: FaturaDetalhe }>('faturas', body),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['faturas'] }),
  });
}

export function useEditarFatura(uuid: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: Partial<FaturaEntrada>) => api.put<{ data: FaturaDetalhe }>(`faturas/${uuid}`, body),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['faturas'] }),
  });
}

export function useExcluirFatura() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (uuid: string) => api.delete(`faturas/${uuid}`),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['faturas'] }),
  });
}

/** The company's plants, to filter by (a large fleet is narrowed by the first 100 by name). */
export function useUsinasParaEscolha() {
  const empresa = useAppStore((s) => s.company.selected?.uuid);
  return useQuery({
    queryKey: ['usinas', empresa, 'escolha-faturas'],
    queryFn: () =>
      api.get<{ data: Array<{ uuid: string; nome: string }> }>('usinas', { query: { limit: 100 } }),
    enabled: Boolean(empresa),
  });
}

export interface UnidadeResumo {
  uuid: string;
  tipo: 'geradora' | 'beneficiaria';
  nome: string | null;
  matricula: string;
  usina: { uuid: string; nome: string } | null;
  concessionaria: { uuid: string; sigla: string } | null;
}

/** Consumer units (of one plant when given), to filter invoices or to attach one. */
export function useUnidadesParaEscolha(usina = '', ativa = true) {
  const empresa = useAppStore((s) => s.company.selected?.uuid);
  return useQuery({
    queryKey: ['unidades', empresa, 'escolha-faturas', usina],
    queryFn: () =>
      api.get<{ data: UnidadeResumo[] }>('unidades', { query: { usina: vazio(usina), limit: 100 } }),
    enabled: Boolean(empresa) && ativa,
    retry: false,
  });
}

export function useIntegracoes(usina: string | undefined) {
  const empresa = useAppStore((s) => s.company.selected?.uuid);
  return useQuery({
    queryKey: ['integracoes', empresa, usina],
    queryFn: () => api.get<{ data: Integracao[] }>(`usinas/${usina}/integracoes`),
    enabled: Boolean(empresa && usina),
    retry: false,
  });
}

/** One integration, polled slowly while it runs as a safety net for the channel. */
export function useIntegracao(usina: string, uuid: string | null, ativa: boolean) {
  const empresa = useAppStore((s) => s.company.selected?.uuid);
  return useQuery({
    queryKey: ['integracoes', empresa, usina, uuid],
    queryFn: () => api.get<{ data: Integracao }>(`usinas/${usina}/integracoes/${uuid}`),
    enabled: Boolean(empresa && uuid),
    refetchInterval: ativa ? 3000 : false,
  });
}

export const useCriarIntegracao = (usina: string) =>
  useMutation({
    mutationFn: (body: { concessionaria: string; login: string; senha: string; importar_desde: string }) =>
      api.post<{ data: Integracao }>(`usinas/${usina}/integracoes`, body),
  });

export function useSincronizar(usina: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (integracao: string) =>
      api.post<{ data: Integracao }>(`usinas/${usina}/integracoes/${integracao}/sincronizar`),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['integracoes'] }),
  });
}

export function useExcluirIntegracao(usina: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (integracao: string) => api.delete(`usinas/${usina}/integracoes/${integracao}`),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['integracoes'] }),
  });
}

/** Every utility (the API pages by 100), the ones with automatic import first. */
export function useConcessionarias(ativa: boolean) {
  return useQuery({
    queryKey: ['concessionarias', 'todas'],
    queryFn: async () => {
      const todas: Concessionaria[] = [];
      for (let page = 1; page <= 10; page++) {
        const r = await api.get<{ data: Concessionaria[]; meta: { last_page: number } }>('concessionarias', {
          query: { page, limit: 100 },
        });
        todas.push(...r.data);
        if (page >= (r.meta?.last_page ?? 1)) break;
      }
      const ordem = { login: 0, sessao: 1, pdf: 2 } as const;
      return todas.sort((a, b) => ordem[a.acesso] - ordem[b.acesso] || a.sigla.localeCompare(b.sigla));
    },
    enabled: ativa,
    staleTime: 5 * 60_000,
  });
}
