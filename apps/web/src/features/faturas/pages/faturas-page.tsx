import { Button, Card, HStack, Input, NativeSelect, SimpleGrid, Stack, Stat, Text } from '@chakra-ui/react';
import { STATUS_FATURA, type StatusFatura } from '@irradia/shared/faturas/faturas.campos';
import { FileUp, Receipt } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { ListEmpty, ListLoading } from '../../../components/list-states.tsx';
import { Pager } from '../../../components/pager.tsx';
import { usePageTitle } from '../../../lib/page-title.tsx';
import { usePermissoes } from '../../../lib/permissoes.ts';
import { useAppStore } from '../../../stores/app-store.ts';
import { type FiltrosFaturas, useFaturas, useUnidadesParaEscolha, useUsinasParaEscolha } from '../api.ts';
import { kwh, reais } from '../campos.ts';
import { EnviarFaturaDialog } from '../components/enviar-fatura-dialog.tsx';
import { TabelaFaturas } from '../components/tabela-faturas.tsx';

/** Spec §2 /faturas: the company's utility invoices, filtered, with their totals. */
export default function FaturasPage() {
  usePageTitle('Faturas', 'Faturas das concessionárias, créditos e economia');
  const empresa = useAppStore((s) => s.company.selected);
  const [params] = useSearchParams();
  const [filtros, setFiltros] = useState<FiltrosFaturas>({
    usina: params.get('usina') ?? '',
    unidade: '',
    mes: '',
    status: '',
  });
  const [page, setPage] = useState(1);
  const [enviando, setEnviando] = useState(false);
  const { pode } = usePermissoes();
  const usinas = useUsinasParaEscolha();
  const unidades = useUnidadesParaEscolha(filtros.usina);
  const { data, isLoading } = useFaturas(filtros, page);

  if (!empresa)
    return (
      <ListEmpty
        icon={<Receipt />}
        title="Selecione uma empresa"
        description="As faturas pertencem às usinas de uma empresa integradora. Selecione a empresa no topo da tela."
      />
    );

  const mudar = (f: Partial<FiltrosFaturas>) => {
    setFiltros((a) => ({ ...a, ...f }));
    setPage(1);
  };
  const filtrando = Boolean(filtros.usina || filtros.unidade || filtros.mes || filtros.status);
  const lista = data?.data ?? [];
  const totais = data?.meta.totais;
  const podeEnviar = pode('fatura:create');

  return (
    <Stack gap="4">
      <HStack justify="space-between" wrap="wrap" gap="3">
        <Text color="fg.muted" fontSize="sm">
          {data ? `${data.meta.total} fatura(s)` : ''}
        </Text>
        {podeEnviar && (
          <Button colorPalette="orange" onClick={() => setEnviando(true)}>
            <FileUp /> Enviar fatura em PDF
          </Button>
        )}
      </HStack>
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="3" role="group" aria-label="Filtros">
        <NativeSelect.Root>
          <NativeSelect.Field
            aria-label="Filtrar por usina"
            value={filtros.usina}
            onChange={(e) => mudar({ usina: e.target.value, unidade: '' })}
          >
            <option value="">Todas as usinas</option>
            {usinas.data?.data.map((u) => (
              <option key={u.uuid} value={u.uuid}>
                {u.nome}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <NativeSelect.Root>
          <NativeSelect.Field
            aria-label="Filtrar por unidade consumidora"
            value={filtros.unidade}
            onChange={(e) => mudar({ unidade: e.target.value })}
          >
            <option value="">Todas as unidades</option>
            {unidades.data?.data.map((u) => (
              <option key={u.uuid} value={u.uuid}>
                {u.matricula}
                {u.nome ? ` · ${u.nome}` : ''}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Input
          type="month"
          aria-label="Filtrar por mês de referência"
          value={filtros.mes}
          onChange={(e) => mudar({ mes: e.target.value })}
        />
        <NativeSelect.Root>
          <NativeSelect.Field
            aria-label="Filtrar por situação"
            value={filtros.status}
            onChange={(e) => mudar({ status: e.target.value as StatusFatura | '' })}
          >
            <option value="">Todas as situações</option>
            {Object.entries(STATUS_FATURA).map(([k, v]) => (
              <option key={k} value={k}>
                {v}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </SimpleGrid>
      {totais && lista.length > 0 && (
        <SimpleGrid columns={{ base: 2, md: 4 }} gap="3" data-testid="totais-faturas">
          {[
            ['Valor total', reais(totais.valor_total_rs)],
            ['Consumo', kwh(totais.consumo_kwh)],
            ['Energia compensada', kwh(totais.compensada_kwh)],
            ['Economia', reais(totais.economia_rs)],
          ].map(([rotulo, valor]) => (
            <Card.Root key={rotulo} size="sm">
              <Card.Body>
                <Stat.Root>
                  <Stat.Label>{rotulo}</Stat.Label>
                  <Stat.ValueText fontSize="lg">{valor}</Stat.ValueText>
                </Stat.Root>
              </Card.Body>
            </Card.Root>
          ))}
        </SimpleGrid>
      )}
      {isLoading && <ListLoading />}
      {!isLoading && lista.length === 0 && (
        <ListEmpty
          icon={<Receipt />}
          title={filtrando ? 'Nenhuma fatura encontrada' : 'Nenhuma fatura ainda'}
          description={
            filtrando
              ? 'Mude ou limpe os filtros para ver outras faturas.'
              : 'Envie o PDF de uma fatura da concessionária, ou ligue a usina ao aplicativo da concessionária na página de faturas da usina para importar todas.'
          }
          action={
            filtrando ? (
              <Button
                variant="outline"
                onClick={() => mudar({ usina: '', unidade: '', mes: '', status: '' })}
              >
                Limpar filtros
              </Button>
            ) : podeEnviar ? (
              <Button colorPalette="orange" onClick={() => setEnviando(true)}>
                <FileUp /> Enviar fatura em PDF
              </Button>
            ) : undefined
          }
        />
      )}
      {lista.length > 0 && <TabelaFaturas faturas={lista} />}
      <Pager page={page} lastPage={data?.meta.last_page ?? 1} onChange={setPage} />
      <EnviarFaturaDialog open={enviando} onOpenChange={setEnviando} />
    </Stack>
  );
}
