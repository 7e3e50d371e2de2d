import type { ZConcessionariaEdicao } from '@irradia/shared/faturas/faturas.schema';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../lib/api-client.ts';

export type Acesso = 'login' | 'sessao' | 'pdf';

export interface Concessionaria {
  uuid: string;
  sigla: string;
  nome: string;
  estados: string[];
  reh_vigente: string | null;
  status: 'online' | 'erro' | 'offline' | 'inativo';
  mensagem: string | null;
  acesso: Acesso;
  explicacao: string;
  ultimo_sucesso_em: string | null;
  ultima_falha_em: string | null;
}

export const ACESSOS: Record<Acesso, { rotulo: string; cor: string }> = {
  login: { rotulo: 'Login', cor: 'green' },
  sessao: { rotulo: 'Sessão capturada', cor: 'blue' },
  pdf: { rotulo: 'Somente PDF', cor: 'gray' },
};

export const UFS = [
  'AC',
  'AL',
  'AM',
  'AP',
  'BA',
  'CE',
  'DF',
  'ES',
  'GO',
  'MA',
  'MG',
  'MS',
  'MT',
  'PA',
  'PB',
  'PE',
  'PI',
  'PR',
  'RJ',
  'RN',
  'RO',
  'RR',
  'RS',
  'SC',
  'SE',
  'SP',
  'TO',
] as const;

/** Utilities are the same for every company: the list is not company-scoped. */
export function useConcessionarias(f: { search: string; estado: string; acesso: Acesso | '' }, page: number) {
  return useQuery({
    queryKey: ['concessionarias', 'lista', f, page],
    queryFn: () =>
      api.get<{ data: Concessionaria[]; meta: { total: number; last_page: number } }>('concessionarias', {
        query: {
          search: f.search || undefined,
          estado: f.estado || undefined,
          acesso: f.acesso || undefined,
          page,
          limit: 20,
        },
      }),
  });
}

export function useEditarConcessionaria(uuid: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: z.input<typeof ZConcessionariaEdicao>) =>
      api.patch<{ data: Concessionaria }>(`concessionarias/${uuid}`, body),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['concessionarias'] }),
  });
}
