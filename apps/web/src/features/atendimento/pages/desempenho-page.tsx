import { Alert, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { formatData } from '@irradia/shared';
import { Download, Gauge } from 'lucide-react';
import { useState } from 'react';
import { ExigeEmpresa } from '../../../components/exige-empresa.tsx';
import { ListError, ListLoading } from '../../../components/list-states.tsx';
import { usePageTitle } from '../../../lib/page-title.tsx';
import { usePermissoes } from '../../../lib/permissoes.ts';
import { DesempenhoFiltros } from '../components/desempenho-filtros.tsx';
import { DesempenhoGraficos } from '../components/desempenho-graficos.tsx';
import { DesempenhoIndicadores } from '../components/desempenho-indicadores.tsx';
import { DesempenhoTabelas } from '../components/desempenho-tabelas.tsx';
import {
  baixarCsvDoDesempenho,
  type FiltroDesempenho,
  type Preset,
  periodoDoPreset,
  useDesempenho,
} from '../desempenho-api.ts';

/**
 * /atendimento/desempenho (decision 038): the period's figures — closed and overdue cards,
 * requests opened by alerts and their time to resolve, proposals and sales — in total, per
 * employee and per team, with charts and the CSV. Without atendimento:view, only one's own.
 */
export default function DesempenhoPage() {
  usePageTitle('Desempenho', 'Desempenho do atendimento');
  const { pode } = usePermissoes();
  const [preset, setPreset] = useState<Preset>('30');
  const [filtro, setFiltro] = useState<FiltroDesempenho>(() => ({
    ...periodoDoPreset('30'),
    setor: '',
    funcionario: '',
  }));
  const [baixando, setBaixando] = useState(false);
  const { data, isLoading, isError, refetch } = useDesempenho(filtro);
  const d = data?.data;
  const verTodos = pode('atendimento:view') && d?.apenas_eu !== true;

  async function exportar() {
    setBaixando(true);
    try {
      await baixarCsvDoDesempenho(filtro);
    } finally {
      setBaixando(false);
    }
  }

  return (
    <ExigeEmpresa
      icone={<Gauge />}
      descricao="O desempenho é o de uma empresa. Selecione a empresa no topo da tela."
    >
      <Stack gap="5">
        <DesempenhoFiltros
          preset={preset}
          filtro={filtro}
          verTodos={verTodos}
          onChange={(p, f) => {
            setPreset(p);
            setFiltro(f);
          }}
        />
        <HStack justify="space-between" wrap="wrap" gap="3">
          <Text color="fg.muted" fontSize="sm" data-testid="periodo">
            {d ? `De ${formatData(d.de)} a ${formatData(d.ate)}` : ''}
          </Text>
          <Button variant="outline" onClick={() => void exportar()} loading={baixando} disabled={!d}>
            <Download /> Exportar CSV
          </Button>
        </HStack>
        {d?.apenas_eu && (
          <Alert.Root status="info">
            <Alert.Indicator />
            <Alert.Title>Você vê apenas os seus números</Alert.Title>
          </Alert.Root>
        )}
        {isLoading && <ListLoading />}
        {isError && !d && (
          <ListError
            icon={<Gauge />}
            title="Não foi possível carregar o desempenho"
            onRetry={() => void refetch()}
          />
        )}
        {d && (
          <>
            <DesempenhoIndicadores total={d.total} />
            <DesempenhoGraficos desempenho={d} />
            <DesempenhoTabelas desempenho={d} />
          </>
        )}
      </Stack>
    </ExigeEmpresa>
  );
}
