import { Heading, Stack, Text } from '@chakra-ui/react';
import { numeroBr } from '@irradia/shared/format/numero';
import { useQuery } from '@tanstack/react-query';
import { ListaResponsiva } from '../../../components/lista-responsiva.tsx';
import { usePermissoes } from '../../../lib/permissoes.ts';
import { dashboardQueries } from '../api.ts';

const NOMES: Record<string, string> = {
  importacao: 'Importação de usinas',
  sincronizacao: 'Sincronização dos portais',
  integracao_concessionaria: 'Faturas das concessionárias',
  varredura_particoes: 'Partições das leituras',
  varredura_contas_vencidas: 'Exclusão de contas vencidas',
  varredura_resumo_alertas: 'Resumo diário de alertas',
  varredura_sincronizacoes: 'Agenda das sincronizações',
  varredura_frescor: 'Usinas sem comunicação',
  varredura_limpeza_fila: 'Limpeza da fila',
};

const numero = (n: number) => numeroBr(n, 0, 0);

/**
 * The job queue per kind (GET /api/health/fila), for the sistema company only: what waits, what
 * runs and what failed or finished in the last 24 h.
 */
export function FilaDeTarefas() {
  const { pode } = usePermissoes();
  const permitido = pode('empresa:view');
  const { data } = useQuery(dashboardQueries.fila(permitido));
  if (!permitido || !data) return null;
  return (
    <Stack gap="2">
      <Heading size="sm">Fila de tarefas</Heading>
      <Text color="fg.muted" fontSize="sm">
        Tarefas em segundo plano de todas as empresas, por tipo; falhas e concluídas contam as últimas 24 h.
      </Text>
      <ListaResponsiva
        rotulo="Fila de tarefas"
        fundo="bg"
        itens={data.data}
        chave={(c) => c.tipo}
        colunas={[
          { id: 'tipo', rotulo: 'Tipo', cartao: 'titulo', valor: (c) => NOMES[c.tipo] ?? c.tipo },
          { id: 'pendentes', rotulo: 'Pendentes', alinhar: 'end', valor: (c) => numero(c.pendentes) },
          { id: 'executando', rotulo: 'Em execução', alinhar: 'end', valor: (c) => numero(c.executando) },
          { id: 'falhas', rotulo: 'Falhas (24 h)', alinhar: 'end', valor: (c) => numero(c.falhas_24h) },
          {
            id: 'concluidas',
            rotulo: 'Concluídas (24 h)',
            alinhar: 'end',
            valor: (c) => numero(c.concluidas_24h),
          },
        ]}
      />
    </Stack>
  );
}
