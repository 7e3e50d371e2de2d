import type { ZFuncionarios, ZSetores } from '@irradia/shared/equipe/equipe.schema';
import { hojeNoFuso } from '@irradia/shared/format/fuso';
import type { ZDesempenhoResposta } from '@irradia/shared/quadros/desempenho.schema';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../lib/api-client.ts';
import { baixarArquivo } from '../../lib/download.ts';
import { useAppStore } from '../../stores/app-store.ts';

// The performance page (decision 038): figures per employee and per team over a period, its CSV,
// and the team and employee filters. Days are Brasília's, as the server counts them.

export type { Desempenho, Indicadores } from '@irradia/shared/quadros/desempenho.schema';

export type Preset = '7' | '30' | '90' | 'mes' | 'personalizado';
export const PRESETS: ReadonlyArray<readonly [Preset, string]> = [
  ['7', 'Últimos 7 dias'],
  ['30', 'Últimos 30 dias'],
  ['90', 'Últimos 90 dias'],
  ['mes', 'Este mês'],
  ['personalizado', 'Personalizado'],
];

export interface FiltroDesempenho {
  de: string;
  ate: string;
  setor: string;
  funcionario: string;
}

const FUSO = 'America/Sao_Paulo';
const DIA = 86_400_000;
const somaDias = (dia: string, n: number) =>
  new Date(Date.parse(`${dia}T00:00:00Z`) + n * DIA).toISOString().slice(0, 10);

/** The days of a preset, counting today (Brasília) as the last one. */
export function periodoDoPreset(preset: Exclude<Preset, 'personalizado'>, agora = new Date()) {
  const hoje = hojeNoFuso(agora, FUSO);
  if (preset === 'mes') return { de: `${hoje.slice(0, 8)}01`, ate: hoje };
  return { de: somaDias(hoje, -(Number(preset) - 1)), ate: hoje };
}

const consulta = (f: FiltroDesempenho) => ({
  de: f.de || undefined,
  ate: f.ate || undefined,
  setor: f.setor || undefined,
  funcionario: f.funcionario || undefined,
});

const useEmpresa = () => useAppStore((s) => s.company.selected?.uuid);

/** GET /api/desempenho for the period and filters. */
export function useDesempenho(f: FiltroDesempenho) {
  const empresa = useEmpresa();
  return useQuery({
    queryKey: ['desempenho', empresa, f] as const,
    queryFn: () => api.get<z.infer<typeof ZDesempenhoResposta>>('desempenho', { query: consulta(f) }),
    enabled: Boolean(empresa),
    placeholderData: keepPreviousData,
  });
}

/** The teams, for the filter (only who sees everyone filters). */
export function useSetoresDoFiltro(ativo: boolean) {
  const empresa = useEmpresa();
  return useQuery({
    queryKey: ['desempenho', empresa, 'setores'] as const,
    queryFn: () => api.get<z.infer<typeof ZSetores>>('setores', { query: { limit: 200 } }),
    enabled: Boolean(empresa) && ativo,
  });
}

/** The employees, for the filter. */
export function useFuncionariosDoFiltro(ativo: boolean) {
  const empresa = useEmpresa();
  return useQuery({
    queryKey: ['desempenho', empresa, 'funcionarios'] as const,
    queryFn: () => api.get<z.infer<typeof ZFuncionarios>>('funcionarios', { query: { limit: 200 } }),
    enabled: Boolean(empresa) && ativo,
  });
}

/** The same figures as CSV (one line per employee), named by the server. */
export function baixarCsvDoDesempenho(f: FiltroDesempenho) {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(consulta(f))) if (v) q.set(k, v);
  q.set('formato', 'csv');
  return baixarArquivo(`desempenho?${q}`, `desempenho-${f.de}-a-${f.ate}.csv`);
}
