import { Stack, Text } from '@chakra-ui/react';
import { numeroBr } from '@irradia/shared/format/numero';
import type { ContaPortal } from '@irradia/shared/portais/portais.schema';
import { useQuery } from '@tanstack/react-query';
import { ListaResponsiva } from '../../../components/lista-responsiva.tsx';
import { StatusBadge } from '../../../components/status-badge.tsx';
import { fabricantesQueries } from '../api.ts';

/** "Sincroniza a cada 9 min · 1.204 de 1.440 chamadas hoje" (the maker's budget, issue 19). */
export function ritmoDaConta(
  c: Pick<ContaPortal, 'intervalo_sincronizacao_min' | 'chamadas_hoje' | 'limite_chamadas_dia'>,
): string {
  const chamadas =
    c.limite_chamadas_dia === null
      ? `${numeroBr(c.chamadas_hoje, 0, 0)} ${c.chamadas_hoje === 1 ? 'chamada' : 'chamadas'} hoje`
      : `${numeroBr(c.chamadas_hoje, 0, 0)} de ${numeroBr(c.limite_chamadas_dia, 0, 0)} chamadas hoje`;
  return `Sincroniza a cada ${c.intervalo_sincronizacao_min} min · ${chamadas}`;
}

/**
 * The company's portal accounts, with the pace each one syncs at and the calls used today. Shown
 * only to who may see imports (GET /api/portais follows importacao's permissions).
 */
export function ContasPortal() {
  const { data } = useQuery(fabricantesQueries.contas());
  if (!data?.data.length) return null;
  return (
    <Stack gap="2">
      <Text fontWeight="semibold">Contas de portal</Text>
      <ListaResponsiva
        rotulo="Contas de portal"
        fundo="bg"
        itens={data.data}
        chave={(c) => c.uuid}
        colunas={[
          {
            id: 'conta',
            rotulo: 'Conta',
            cartao: 'titulo',
            valor: (c) => (
              <>
                <Text fontWeight="medium">{c.fabricante.nome}</Text>
                <Text fontSize="xs" color="fg.muted" overflowWrap="anywhere">
                  {c.login}
                </Text>
              </>
            ),
          },
          {
            id: 'situacao',
            rotulo: 'Situação',
            cartao: 'selo',
            valor: (c) => <StatusBadge status={c.status} />,
          },
          {
            id: 'ritmo',
            rotulo: 'Ritmo',
            largo: true,
            valor: (c) => <Text fontSize="sm">{ritmoDaConta(c)}</Text>,
          },
        ]}
      />
    </Stack>
  );
}
