import { Badge, Button, HStack, Input, Link, Stack, Text } from '@chakra-ui/react';
import { formatEnergia, formatPercentual, formatPotencia } from '@irradia/shared';
import { formatDataHora, nomeDoFuso } from '@irradia/shared/format/data';
import { STATUS_USINA, type StatusUsina } from '@irradia/shared/monitoramento/monitoramento.schema';
import { canalEmpresa } from '@irradia/shared/realtime/canais';
import { useQueryClient } from '@tanstack/react-query';
import { Download, Plus, Sun } from 'lucide-react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { ExigeEmpresa } from '../../../components/exige-empresa.tsx';
import { ListEmpty, ListLoading } from '../../../components/list-states.tsx';
import { ListaResponsiva } from '../../../components/lista-responsiva.tsx';
import { Pager } from '../../../components/pager.tsx';
import { SelectFiltro } from '../../../components/select-filtro.tsx';
import { SobDemanda } from '../../../components/sob-demanda.tsx';
import { StatusBadge } from '../../../components/status-badge.tsx';
import { useFiltrosPaginados } from '../../../components/use-filtros-paginados.ts';
import { lazyScreen } from '../../../lib/lazy-screen.ts';
import { usePageTitle } from '../../../lib/page-title.tsx';
import { usePermissoes } from '../../../lib/permissoes.ts';
import { useChannel } from '../../../lib/realtime.ts';
import { useAppStore } from '../../../stores/app-store.ts';
import { useTags, useUsinas, usinasQueries } from '../api.ts';

// The forms (react-hook-form, zod, the city search) load when first opened, not with the list.
const carregarImportar = () =>
  import('../components/importar-dialog.tsx').then((m) => ({ default: m.ImportarDialog }));
const carregarNova = () =>
  import('../components/nova-usina-dialog.tsx').then((m) => ({ default: m.NovaUsinaDialog }));
const ImportarDialog = lazyScreen(carregarImportar);
const NovaUsinaDialog = lazyScreen(carregarNova);

const kwp = (v: number | null) => (v === null ? '—' : formatPotencia(v * 1000, 'Wp'));

/** The last reading in the plant's clock, its zone named under it when it is not the browser's. */
function UltimaLeitura({ iso, fuso }: { iso: string | null; fuso: string }) {
  if (!iso) return <>—</>;
  const zona = nomeDoFuso(fuso, new Date(iso));
  return (
    <>
      <Text as="span" whiteSpace="nowrap">
        {formatDataHora(iso, { fuso, semAno: true, semNomeDoFuso: true })}
      </Text>
      {zona && (
        <Text fontSize="xs" color="fg.muted">
          {zona}
        </Text>
      )}
    </>
  );
}

/** The month's energy against the expected (the plant page's "Desempenho no mês"). */
function Desempenho({ pct }: { pct: number | null }) {
  if (pct === null)
    return (
      <Text
        as="span"
        color="fg.muted"
        title="Informe a cidade e a potência da usina para comparar com a esperada"
      >
        —
      </Text>
    );
  return (
    <Text as="span" title="Energia do mês até hoje contra a esperada pela irradiação da cidade">
      {formatPercentual(pct)}
    </Text>
  );
}

export default function UsinasPage() {
  usePageTitle('Usinas', 'Monitoramento das suas usinas solares');
  const empresa = useAppStore((s) => s.company.selected);
  const { filtros, mudar, page, setPage } = useFiltrosPaginados({
    status: '' as StatusUsina | '',
    search: '',
    tag: '',
  });
  const { status, search, tag } = filtros;
  const [importando, setImportando] = useState(false);
  /** The new-plant form, and whether the portal export upload follows it (makers under contract). */
  const [criando, setCriando] = useState<false | 'manual' | 'exportacao'>(false);
  const { pode } = usePermissoes();
  const qc = useQueryClient();
  const tags = useTags();
  const { data, isLoading } = useUsinas(status, search, page, tag);
  // Company events (an import finished, a status changed) refresh the list.
  useChannel(
    empresa ? canalEmpresa(empresa.uuid) : null,
    () => void qc.invalidateQueries({ queryKey: usinasQueries.todas() }),
  );

  const lista = data?.data ?? [];
  const totais = data?.meta.status;
  const chips: Array<[StatusUsina | '', string, number | undefined]> = [
    ['', 'Todas', totais ? Object.values(totais).reduce((a, b) => a + b, 0) : undefined],
    ...(Object.keys(STATUS_USINA) as StatusUsina[]).map(
      (s) => [s, STATUS_USINA[s].rotulo, totais?.[s]] as [StatusUsina, string, number | undefined],
    ),
  ];

  return (
    <ExigeEmpresa
      icone={<Sun />}
      descricao="As usinas pertencem a uma empresa integradora. Registre ou selecione uma empresa para monitorar usinas."
    >
      <Stack gap="4">
        <HStack justify="space-between" wrap="wrap" gap="3">
          <HStack gap="2" wrap="wrap" role="group" aria-label="Filtrar por status">
            {chips.map(([s, rotulo, n]) => (
              <Button
                key={s || 'todas'}
                size="xs"
                rounded="full"
                variant={status === s ? 'solid' : 'outline'}
                colorPalette={s ? STATUS_USINA[s].cor : 'orange'}
                aria-pressed={status === s}
                onClick={() => mudar({ status: s })}
              >
                {rotulo}
                {n !== undefined ? ` (${n})` : ''}
              </Button>
            ))}
          </HStack>
          <HStack gap="2" wrap="wrap">
            {pode('usina:create') && (
              <Button
                variant="outline"
                colorPalette="orange"
                onClick={() => setCriando('manual')}
                onPointerEnter={NovaUsinaDialog.preload}
                onFocus={NovaUsinaDialog.preload}
              >
                <Plus /> Nova usina
              </Button>
            )}
            {pode('importacao:create') && (
              <Button
                colorPalette="orange"
                onClick={() => setImportando(true)}
                onPointerEnter={ImportarDialog.preload}
                onFocus={ImportarDialog.preload}
              >
                <Download /> Importar usinas
              </Button>
            )}
          </HStack>
        </HStack>
        <HStack gap="4" wrap="wrap">
          <Input
            placeholder="Buscar usina pelo nome"
            aria-label="Buscar usina"
            value={search}
            maxW="md"
            onChange={(e) => mudar({ search: e.target.value })}
          />
          {(tags.data?.data.length ?? 0) > 0 && (
            <SelectFiltro
              rotulo="Filtrar por etiqueta"
              todos="Todas as etiquetas"
              maxW="56"
              value={tag}
              onChange={(t) => mudar({ tag: t })}
              opcoes={tags.data?.data.map((t) => [t.tag, `${t.tag} (${t.usinas})`])}
            />
          )}
          {data && (
            <Text color="fg.muted" fontSize="sm">
              {data.meta.total} usina(s) · {kwp(data.meta.potencia_kwp)} instalados
            </Text>
          )}
        </HStack>
        {isLoading && <ListLoading />}
        {!isLoading && lista.length === 0 && (
          <ListEmpty
            icon={<Sun />}
            title={search || status || tag ? 'Nenhuma usina encontrada' : 'Nenhuma usina ainda'}
            description={
              search || status
                ? undefined
                : 'Importe as usinas do portal do fabricante dos inversores ou crie uma usina sem portal para começar a monitorar.'
            }
            action={
              !search && !status && pode('importacao:create') ? (
                <Button colorPalette="orange" onClick={() => setImportando(true)}>
                  <Download /> Importar usinas
                </Button>
              ) : undefined
            }
          />
        )}
        {lista.length > 0 && (
          <ListaResponsiva
            rotulo="Usinas"
            fundo="bg"
            colunasNoCartao={3}
            itens={lista}
            chave={(u) => u.uuid}
            colunas={[
              {
                id: 'usina',
                rotulo: 'Usina',
                cartao: 'titulo',
                valor: (u) => (
                  <>
                    <Link asChild colorPalette="orange" fontWeight="medium">
                      <RouterLink to={`/usinas/${u.uuid}`}>{u.nome}</RouterLink>
                    </Link>
                    {u.tags.length > 0 && (
                      <HStack gap="1" wrap="wrap" mt="1" aria-label="Etiquetas">
                        {u.tags.map((t) => (
                          <Badge key={t} size="sm" variant="outline">
                            {t}
                          </Badge>
                        ))}
                      </HStack>
                    )}
                  </>
                ),
              },
              {
                id: 'status',
                rotulo: 'Status',
                cartao: 'selo',
                valor: (u) => <StatusBadge status={u.status} />,
              },
              {
                id: 'agora',
                rotulo: 'Agora',
                alinhar: 'end',
                semQuebra: true,
                valor: (u) => formatPotencia(u.potencia_atual_w) || '—',
              },
              {
                id: 'hoje',
                rotulo: 'Hoje',
                alinhar: 'end',
                semQuebra: true,
                valor: (u) => (u.energia_hoje_kwh === null ? '—' : formatEnergia(u.energia_hoje_kwh * 1000)),
              },
              {
                id: 'desempenho',
                rotulo: 'Desempenho no mês',
                rotuloCurto: 'Desempenho',
                alinhar: 'end',
                semQuebra: true,
                valor: (u) => <Desempenho pct={u.desempenho_mes_pct} />,
              },
              {
                id: 'potencia',
                rotulo: 'Potência',
                alinhar: 'end',
                semQuebra: true,
                aPartirDe: 'lg',
                valor: (u) => kwp(u.potencia_kwp),
              },
              {
                id: 'leitura',
                rotulo: 'Última leitura',
                largo: true,
                aPartirDe: 'lg',
                valor: (u) => <UltimaLeitura iso={u.ultima_leitura_em} fuso={u.fuso_horario} />,
              },
            ]}
          />
        )}
        <Pager page={page} lastPage={data?.meta.last_page ?? 1} onChange={setPage} />
        <SobDemanda aberto={importando}>
          <ImportarDialog
            open={importando}
            onOpenChange={setImportando}
            onCadastrarAMao={() => setCriando('exportacao')}
          />
        </SobDemanda>
        <SobDemanda aberto={criando !== false}>
          <NovaUsinaDialog
            open={criando !== false}
            onOpenChange={(aberto) => setCriando((c) => (aberto ? c || 'manual' : false))}
            depois={criando === 'exportacao' ? 'importar-geracao' : undefined}
          />
        </SobDemanda>
      </Stack>
    </ExigeEmpresa>
  );
}
