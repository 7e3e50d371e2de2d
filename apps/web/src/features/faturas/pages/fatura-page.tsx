import {
  Badge,
  Button,
  Card,
  DataList,
  Heading,
  HStack,
  Link,
  NativeSelect,
  Stack,
  Text,
} from '@chakra-ui/react';
import {
  CAMPOS_FATURA,
  CAMPOS_NUMERICOS,
  STATUS_FATURA,
  type StatusFatura,
} from '@irradia/shared/faturas/faturas.campos';
import { FileDown, Receipt } from 'lucide-react';
import { useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { ConfirmarDialog } from '../../../components/confirmar-dialog.tsx';
import { ListEmpty, ListLoading } from '../../../components/list-states.tsx';
import { StatGrid } from '../../../components/stat-grid.tsx';
import { ApiError, toastError } from '../../../lib/api-client.ts';
import { baixarArquivo } from '../../../lib/download.ts';
import { usePageTitle } from '../../../lib/page-title.tsx';
import { usePermissoes } from '../../../lib/permissoes.ts';
import { toaster } from '../../../lib/toaster.ts';
import { type FaturaDetalhe, useEditarFatura, useExcluirFatura, useFatura } from '../api.ts';
import { COR_STATUS, dataBr, formatar, kwh, mesAno, ORIGENS, reais } from '../campos.ts';
import { AuditoriaDaFatura } from '../components/auditoria-da-fatura.tsx';
import { CreditosDoMes } from '../components/creditos-do-mes.tsx';
import { ItensDaFatura } from '../components/itens-da-fatura.tsx';

/** Spec §3: one invoice with every field, the month's credits, the savings and the audit. */
export default function FaturaPage() {
  const { fatura_id } = useParams();
  const { data, isLoading, error } = useFatura(fatura_id);
  const f = data?.data;
  usePageTitle(
    f ? `Fatura de ${mesAno(f.mes_referencia)}` : 'Fatura',
    f?.unidade
      ? `Unidade ${f.unidade.matricula}${f.usina ? ` · ${f.usina.nome}` : ''}`
      : 'Detalhes da fatura',
  );

  if (isLoading) return <ListLoading />;
  if (error instanceof ApiError && (error.status === 404 || error.status === 422))
    return (
      <ListEmpty
        icon={<Receipt />}
        title="Fatura não encontrada"
        description="Ela pode ter sido excluída ou ser de outra empresa. Volte à lista de faturas."
        action={
          <Button asChild variant="outline">
            <RouterLink to="/faturas">Ver faturas</RouterLink>
          </Button>
        }
      />
    );
  if (!f) return null;
  return <Detalhe f={f} />;
}

function Detalhe({ f }: { f: FaturaDetalhe }) {
  const { pode } = usePermissoes();
  const editar = useEditarFatura(f.uuid);
  const c = f.creditos;

  function mudarStatus(status: StatusFatura) {
    editar.mutate(
      { status },
      {
        onSuccess: () =>
          toaster.create({ type: 'success', title: `Fatura marcada como ${STATUS_FATURA[status]}` }),
        onError: toastError,
      },
    );
  }

  return (
    <Stack gap="5">
      <HStack justify="space-between" wrap="wrap" gap="3">
        <HStack gap="2" wrap="wrap">
          <Badge colorPalette={COR_STATUS[f.status]} variant="subtle">
            {STATUS_FATURA[f.status]}
          </Badge>
          {f.concessionaria && <Badge variant="outline">{f.concessionaria.sigla}</Badge>}
          {f.unidade?.gd && <Badge variant="outline">{f.unidade.gd}</Badge>}
          <Text fontSize="sm" color="fg.muted">
            {ORIGENS[f.origem] ?? f.origem} · vence em {dataBr(f.vencimento)}
          </Text>
          {f.usina && (
            <Link asChild colorPalette="orange" fontSize="sm">
              <RouterLink to={`/usinas/${f.usina.uuid}/fatura`}>Faturas da usina {f.usina.nome}</RouterLink>
            </Link>
          )}
        </HStack>
        <HStack wrap="wrap">
          {pode('fatura:edit') && (
            <NativeSelect.Root size="sm" w="44" disabled={editar.isPending}>
              <NativeSelect.Field
                aria-label="Mudar a situação da fatura"
                value={f.status}
                onChange={(e) => mudarStatus(e.target.value as StatusFatura)}
              >
                {Object.entries(STATUS_FATURA).map(([k, v]) => (
                  <option key={k} value={k}>
                    {v}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          )}
          {f.pdf_url && (
            <Button
              size="sm"
              variant="outline"
              onClick={() => void baixarArquivo(`faturas/${f.uuid}/pdf`, `fatura-${f.mes_referencia}.pdf`)}
            >
              <FileDown /> Baixar PDF
            </Button>
          )}
          {pode('fatura:delete') && <ExcluirFatura uuid={f.uuid} />}
        </HStack>
      </HStack>

      <StatGrid
        figuras={[
          ['Valor da fatura', reais(f.valor_total_rs)],
          ['Sem solar você pagaria', reais(f.sem_solar_rs)],
          ['Economia no mês', reais(f.economia_rs)],
          // The balance the utility printed wins; the ledger's own figure needs the unit's whole history.
          ['Saldo de créditos', kwh(f.saldo_kwh ?? c?.saldo_kwh)],
        ]}
      />

      <Card.Root>
        <Card.Body gap="3">
          <Heading size="sm">Valores da fatura</Heading>
          <DataList.Root
            orientation="horizontal"
            size="sm"
            display="grid"
            gridTemplateColumns={{ md: '1fr 1fr' }}
            columnGap="8"
          >
            <DataList.Item>
              <DataList.ItemLabel>Mês de referência</DataList.ItemLabel>
              <DataList.ItemValue>{mesAno(f.mes_referencia)}</DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>Vencimento</DataList.ItemLabel>
              <DataList.ItemValue>{dataBr(f.vencimento)}</DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>Unidade</DataList.ItemLabel>
              <DataList.ItemValue>
                {f.unidade ? `${f.unidade.matricula}${f.unidade.nome ? ` · ${f.unidade.nome}` : ''}` : '—'}
              </DataList.ItemValue>
            </DataList.Item>
            {CAMPOS_NUMERICOS.map((k) => (
              <DataList.Item key={k}>
                <DataList.ItemLabel>{CAMPOS_FATURA[k].rotulo}</DataList.ItemLabel>
                <DataList.ItemValue>{formatar(k, f[k])}</DataList.ItemValue>
              </DataList.Item>
            ))}
          </DataList.Root>
        </Card.Body>
      </Card.Root>

      <CreditosDoMes c={c} />

      <AuditoriaDaFatura auditoria={f.auditoria} />

      <ItensDaFatura itens={f.itens} />
    </Stack>
  );
}

function ExcluirFatura({ uuid }: { uuid: string }) {
  const [open, setOpen] = useState(false);
  const excluir = useExcluirFatura();
  const navigate = useNavigate();
  return (
    <ConfirmarDialog
      open={open}
      onOpenChange={setOpen}
      title="Excluir a fatura?"
      confirmar="Excluir"
      sucesso="Fatura excluída"
      trigger={
        <Button size="sm" variant="outline" colorPalette="red">
          Excluir
        </Button>
      }
      acao={async () => {
        await excluir.mutateAsync(uuid);
        navigate('/faturas');
      }}
    >
      <Text>A fatura e o seu PDF serão apagados. O saldo de créditos da unidade é recalculado.</Text>
    </ConfirmarDialog>
  );
}
