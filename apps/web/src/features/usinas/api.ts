import type {
  Fabricante,
  ProgressoImportacao,
  StatusUsina,
} from '@irradia/shared/monitoramento/monitoramento.schema';
import type { GeracaoResposta } from '@irradia/shared/usinas/geracao.schema';
import type { InversorEntrada, ListaUsinas, UsinaEntrada } from '@irradia/shared/usinas/usinas.schema';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import { useAppStore } from '../../stores/app-store.ts';

interface Usina {
  uuid: string;
  nome: string;
  potencia_kwp: number | null;
  status: StatusUsina;
  status_motivo: string | null;
  potencia_atual_w: number | null;
  energia_hoje_kwh: number | null;
  energia_total_kwh: number | null;
  ultima_leitura_em: string | null;
  tags: string[];
}

export interface UsinaDetalhe extends Usina {
  /** The plant's IANA zone: its days, and the times of its readings. */
  fuso_horario: string;
  data_instalacao: string | null;
  cidade: { uuid: string; nome: string; uf: string } | null;
  responsaveis: Array<{ uuid: string; nome: string }>;
  endereco: { cep: string | null; logradouro: string | null; numero: string | null; bairro: string | null };
  cliente: { uuid: string; nome: string } | null;
  consumo_medio_kwh: number | null;
  investimento: number | null;
  geracao_media_kwh: number | null;
  energia_mes_kwh: number | null;
  energia_ano_kwh: number | null;
  esperado_mes_kwh: number | null;
  desempenho_mes_pct: number | null;
  rendimento_kwh_kwp: number | null;
  creditos_kwh: number | null;
  inversores: Array<{
    uuid: string;
    nome: string;
    serial: string;
    capacidade_kwp: number | null;
    status: StatusUsina;
    inicio_geracao: string | null;
    energia_hoje_kwh: number | null;
    potencia_atual_w: number | null;
    energia_total_kwh: number | null;
    fabricante: { codigo: string; nome: string };
  }>;
  geracao_diaria: Array<{ data: string; energia_kwh: number }>;
}

export interface UsinaNoPortal {
  id: string;
  nome: string;
  potencia_atual_w: number | null;
  energia_total_kwh: number | null;
}

export function useUsinas(status: StatusUsina | '', search: string, page: number, tag = '') {
  const empresa = useAppStore((s) => s.company.selected?.uuid);
  return useQuery({
    queryKey: ['usinas', empresa, status, search, page, tag],
    queryFn: () =>
      api.get<ListaUsinas>('usinas', {
        query: { status: status || undefined, search, page, limit: 20, tag: tag || undefined },
      }),
    enabled: Boolean(empresa),
  });
}

export function useUsina(uuid: string | undefined) {
  const empresa = useAppStore((s) => s.company.selected?.uuid);
  return useQuery({
    queryKey: ['usinas', empresa, 'detalhe', uuid],
    queryFn: () => api.get<{ data: UsinaDetalhe }>(`usinas/${uuid}`),
    enabled: Boolean(empresa && uuid),
    retry: false,
  });
}

export function useExcluirUsina() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ uuid, nome }: { uuid: string; nome: string }) => api.delete(`usinas/${uuid}`, { nome }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['usinas'] }),
  });
}

export const useFabricantes = () =>
  useQuery({
    queryKey: ['fabricantes'],
    queryFn: () => api.get<{ data: Fabricante[] }>('fabricantes'),
  });

export const useConectarPortal = () =>
  useMutation({
    mutationFn: (body: {
      fabricante: string;
      login: string;
      senha: string;
      chaves?: Record<string, string>;
    }) => api.post<{ data: { uuid: string; fabricante: { nome: string } } }>('portais', body),
  });

export const useUsinasDoPortal = (conta: string | null) =>
  useQuery({
    queryKey: ['portais', conta, 'usinas'],
    queryFn: () => api.get<{ data: UsinaNoPortal[] }>(`portais/${conta}/usinas`),
    enabled: Boolean(conta),
    retry: false,
  });

export const useImportar = () =>
  useMutation({
    mutationFn: (body: { conta: string; usinas: string[] }) =>
      api.post<{ data: ProgressoImportacao }>('importacoes', body),
  });

/** Progress from the channel, with a slow poll as a safety net while the stream reconnects. */
export const useImportacao = (uuid: string | null, ativa: boolean) =>
  useQuery({
    queryKey: ['importacoes', uuid],
    queryFn: () => api.get<{ data: ProgressoImportacao }>(`importacoes/${uuid}`),
    enabled: Boolean(uuid),
    refetchInterval: ativa ? 3000 : false,
  });

/** Plants to choose as a transfer's destination (search narrows a large fleet). */
export function useEscolhaDeUsinas(search: string, ativa: boolean) {
  const empresa = useAppStore((s) => s.company.selected?.uuid);
  return useQuery({
    queryKey: ['usinas', empresa, 'escolha', search],
    queryFn: () => api.get<ListaUsinas>('usinas', { query: { search, limit: 50 } }),
    enabled: Boolean(empresa) && ativa,
  });
}

export function useTransferirInversor() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ inversor, usina }: { inversor: string; usina: string }) =>
      api.post<{ data: UsinaDetalhe }>(`inversores/${inversor}/transferir`, { usina }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['usinas'] }),
  });
}

export type Periodo = 'diario' | 'mensal' | 'anual' | 'total';

export function useGeracao(uuid: string | undefined, periodo: Periodo, referencia: string) {
  const empresa = useAppStore((s) => s.company.selected?.uuid);
  return useQuery({
    queryKey: ['usinas', empresa, 'geracao', uuid, periodo, referencia],
    queryFn: () =>
      api.get<GeracaoResposta>(`usinas/${uuid}/geracao`, {
        query: { periodo, referencia: periodo === 'total' ? undefined : referencia },
      }),
    enabled: Boolean(empresa && uuid),
  });
}

export function useTags() {
  const empresa = useAppStore((s) => s.company.selected?.uuid);
  return useQuery({
    queryKey: ['usinas', empresa, 'tags'],
    queryFn: () => api.get<{ data: Array<{ tag: string; usinas: number }> }>('usinas/tags'),
    enabled: Boolean(empresa),
  });
}

/** Active employees, to restrict a plant to some of them. */
export function useEquipe(ativa: boolean) {
  const empresa = useAppStore((s) => s.company.selected?.uuid);
  return useQuery({
    queryKey: ['funcionarios', empresa, 'equipe-da-usina'],
    queryFn: () =>
      api.get<{ data: Array<{ uuid: string; nome: string }> }>('funcionarios', { query: { limit: 100 } }),
    enabled: Boolean(empresa) && ativa,
    retry: false,
  });
}

/** The company's customers, to say whose plant it is. */
export function useClientesDaEmpresa(ativa: boolean) {
  const empresa = useAppStore((s) => s.company.selected?.uuid);
  return useQuery({
    queryKey: ['clientes', empresa, 'para-usina'],
    queryFn: () =>
      api.get<{ data: Array<{ uuid: string; nome: string }> }>('clientes', { query: { limit: 200 } }),
    enabled: Boolean(empresa) && ativa,
    retry: false,
  });
}

/** POST /api/usinas: a plant without a portal (issue 19). */
export function useCriarUsina() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: UsinaEntrada) => api.post<{ data: UsinaDetalhe }>('usinas', body),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['usinas'] }),
  });
}

/** POST /api/usinas/:uuid/inversores: an inverter typed in. */
export function useAdicionarInversor(usina: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: InversorEntrada) =>
      api.post<{ data: UsinaDetalhe['inversores'][number] }>(`usinas/${usina}/inversores`, body),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['usinas'] }),
  });
}
