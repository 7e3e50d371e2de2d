import {
  Badge,
  Button,
  Card,
  Heading,
  HStack,
  IconButton,
  Input,
  Link,
  Progress,
  Stack,
  Text,
} from '@chakra-ui/react';
import { formatPercentual } from '@irradia/shared';
import { CLASSES_CONSUMO } from '@irradia/shared/faturas/faturas.campos';
import { DISTRIBUICOES, TIPOS_UNIDADE } from '@irradia/shared/faturas/faturas.schema';
import { Pencil, Plus, Trash2, Users } from 'lucide-react';
import { useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { ConfirmarDialog } from '../../../components/confirmar-dialog.tsx';
import { ExigeEmpresa } from '../../../components/exige-empresa.tsx';
import { ListEmpty, ListLoading } from '../../../components/list-states.tsx';
import { ListaResponsiva } from '../../../components/lista-responsiva.tsx';
import { Pager } from '../../../components/pager.tsx';
import { SelectFiltro } from '../../../components/select-filtro.tsx';
import { useFiltrosPaginados } from '../../../components/use-filtros-paginados.ts';
import { usePageTitle } from '../../../lib/page-title.tsx';
import { usePermissoes } from '../../../lib/permissoes.ts';
import { type FiltrosUnidades, type Unidade, useExcluirUnidade, useUnidades, useUsinas } from '../api.ts';
import { type SugestaoUnidade, UnidadeDialog } from '../components/unidade-dialog.tsx';

type Grupo = { usina: { uuid: string; nome: string }; unidades: Unidade[] };

/** Spec §2 /beneficiarias: each plant's generator and beneficiary units with their credit quotas. */
export default function UnidadesPage() {
  usePageTitle('Beneficiárias', 'Unidades consumidoras e as cotas dos créditos de cada usina');
  const { pode } = usePermissoes();
  const { filtros, mudar, filtrando, page, setPage } = useFiltrosPaginados<FiltrosUnidades>({
    usina: '',
    tipo: '',
    search: '',
  });
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  // `?nova=<installation>&concessionaria=<sigla>&voltar=<path>`: a unit to create for an invoice that
  // arrived without one (the invoices inbox), which goes back there once it is saved.
  const nova = params.get('nova');
  const voltar = params.get('voltar');
  const [dialogo, setDialogo] = useState<{
    unidade: Unidade | null;
    usina?: string;
    sugestao?: SugestaoUnidade;
  } | null>(() =>
    nova !== null && pode('beneficiaria:create')
      ? {
          unidade: null,
          sugestao: { matricula: nova, concessionaria: params.get('concessionaria') ?? undefined },
        }
      : null,
  );
  const [excluindo, setExcluindo] = useState<Unidade | null>(null);
  const usinas = useUsinas();
  const { data, isLoading } = useUnidades(filtros, page);

  const lista = data?.data ?? [];
  const grupos = new Map<string, Grupo>();
  for (const u of lista) {
    const usina = u.usina ?? { uuid: '', nome: 'Sem usina' };
    const g = grupos.get(usina.uuid) ?? { usina, unidades: [] };
    g.unidades.push(u);
    grupos.set(usina.uuid, g);
  }
  const podeCriar = pode('beneficiaria:create');
  const podeEditar = pode('beneficiaria:edit');
  const podeExcluir = pode('beneficiaria:delete');

  return (
    <ExigeEmpresa
      icone={<Users />}
      descricao="As unidades consumidoras pertencem às usinas de uma empresa integradora. Selecione a empresa no topo da tela."
    >
      <Stack gap="4">
        <HStack justify="space-between" wrap="wrap" gap="3">
          <Text color="fg.muted" fontSize="sm" maxW="2xl">
            Cada usina distribui os créditos entre as suas unidades: a soma das cotas não passa de 100%.
          </Text>
          {podeCriar && (
            <Button colorPalette="orange" onClick={() => setDialogo({ unidade: null, usina: filtros.usina })}>
              <Plus /> Nova unidade
            </Button>
          )}
        </HStack>
        <HStack gap="3" wrap="wrap">
          <Input
            placeholder="Buscar por matrícula ou nome"
            aria-label="Buscar unidade"
            value={filtros.search}
            maxW="sm"
            onChange={(e) => mudar({ search: e.target.value })}
          />
          <SelectFiltro
            rotulo="Filtrar por usina"
            todos="Todas as usinas"
            maxW="64"
            value={filtros.usina}
            onChange={(usina) => mudar({ usina })}
            opcoes={usinas.data?.data.map((u) => [u.uuid, u.nome])}
          />
          <SelectFiltro
            rotulo="Filtrar por tipo"
            todos="Geradoras e beneficiárias"
            maxW={{ base: 'full', sm: '56' }}
            value={filtros.tipo}
            onChange={(tipo) => mudar({ tipo: tipo as FiltrosUnidades['tipo'] })}
            opcoes={Object.entries(TIPOS_UNIDADE)}
          />
        </HStack>
        {isLoading && <ListLoading />}
        {!isLoading && lista.length === 0 && (
          <ListEmpty
            icon={<Users />}
            title={filtrando ? 'Nenhuma unidade encontrada' : 'Nenhuma unidade consumidora ainda'}
            description={
              filtrando
                ? 'Mude a busca ou os filtros.'
                : 'Cadastre a unidade geradora de cada usina e as beneficiárias que recebem os créditos, com a cota de cada uma. As faturas são ligadas a essas unidades.'
            }
            action={
              !filtrando && podeCriar ? (
                <Button colorPalette="orange" onClick={() => setDialogo({ unidade: null })}>
                  <Plus /> Nova unidade
                </Button>
              ) : undefined
            }
          />
        )}
        {[...grupos.values()].map((g) => {
          // The plant's own total when filtered by it (every unit counts, even off this page).
          const soma =
            filtros.usina && data?.meta.cota_total !== null && data?.meta.cota_total !== undefined
              ? data.meta.cota_total
              : g.unidades.reduce((a, u) => a + (u.cota ?? 0), 0);
          return (
            <Card.Root key={g.usina.uuid} data-testid="grupo-usina">
              <Card.Body gap="3">
                <HStack justify="space-between" wrap="wrap" gap="2">
                  <Stack gap="0">
                    <Heading size="sm">
                      {g.usina.uuid ? (
                        <Link asChild colorPalette="orange">
                          <RouterLink to={`/usinas/${g.usina.uuid}/fatura`}>{g.usina.nome}</RouterLink>
                        </Link>
                      ) : (
                        g.usina.nome
                      )}
                    </Heading>
                    <Text fontSize="sm" color={soma > 100 ? 'fg.error' : 'fg.muted'}>
                      Cotas distribuídas: {formatPercentual(soma)} de 100% · disponível{' '}
                      {formatPercentual(Math.max(0, 100 - soma))}
                    </Text>
                  </Stack>
                  {podeCriar && g.usina.uuid && (
                    <Button
                      size="xs"
                      variant="outline"
                      onClick={() => setDialogo({ unidade: null, usina: g.usina.uuid })}
                    >
                      <Plus /> Adicionar unidade
                    </Button>
                  )}
                </HStack>
                <Progress.Root
                  value={Math.min(100, soma)}
                  size="sm"
                  colorPalette={soma >= 100 ? 'green' : 'orange'}
                  aria-label={`Cotas distribuídas de ${g.usina.nome}`}
                >
                  <Progress.Track>
                    <Progress.Range />
                  </Progress.Track>
                </Progress.Root>
                <ListaResponsiva
                  rotulo={`Unidades de ${g.usina.nome}`}
                  itens={g.unidades}
                  chave={(u) => u.uuid}
                  colunas={[
                    {
                      id: 'unidade',
                      rotulo: 'Unidade',
                      cartao: 'titulo',
                      valor: (u) => (
                        <>
                          <Text fontWeight="medium">{u.matricula}</Text>
                          {u.nome && (
                            <Text fontSize="xs" color="fg.muted">
                              {u.nome}
                            </Text>
                          )}
                        </>
                      ),
                    },
                    {
                      id: 'tipo',
                      rotulo: 'Tipo',
                      cartao: 'selo',
                      valor: (u) => (
                        <Badge variant="subtle" colorPalette={u.tipo === 'geradora' ? 'orange' : 'blue'}>
                          {TIPOS_UNIDADE[u.tipo]}
                        </Badge>
                      ),
                    },
                    {
                      id: 'concessionaria',
                      rotulo: 'Concessionária',
                      aPartirDe: 'md',
                      valor: (u) => u.concessionaria?.sigla ?? '—',
                    },
                    {
                      id: 'classe',
                      rotulo: 'Classe',
                      aPartirDe: 'lg',
                      valor: (u) => CLASSES_CONSUMO[u.classe] ?? u.classe,
                    },
                    {
                      id: 'distribuicao',
                      rotulo: 'Distribuição',
                      aPartirDe: 'lg',
                      valor: (u) => DISTRIBUICOES[u.distribuicao] ?? u.distribuicao,
                    },
                    {
                      id: 'cota',
                      rotulo: 'Cota',
                      alinhar: 'end',
                      semQuebra: true,
                      valor: (u) => (u.cota === null ? '—' : formatPercentual(u.cota)),
                    },
                    (podeEditar || podeExcluir) && {
                      id: 'acoes',
                      rotulo: 'Ações',
                      rotuloOculto: true,
                      cartao: 'acoes',
                      valor: (u) => (
                        <HStack gap="0">
                          {podeEditar && (
                            <IconButton
                              size="xs"
                              variant="ghost"
                              aria-label={`Editar a unidade ${u.matricula}`}
                              onClick={() => setDialogo({ unidade: u })}
                            >
                              <Pencil />
                            </IconButton>
                          )}
                          {podeExcluir && (
                            <IconButton
                              size="xs"
                              variant="ghost"
                              colorPalette="red"
                              aria-label={`Excluir a unidade ${u.matricula}`}
                              onClick={() => setExcluindo(u)}
                            >
                              <Trash2 />
                            </IconButton>
                          )}
                        </HStack>
                      ),
                    },
                  ]}
                />
              </Card.Body>
            </Card.Root>
          );
        })}
        <Pager page={page} lastPage={data?.meta.last_page ?? 1} onChange={setPage} />
        {dialogo && (
          <UnidadeDialog
            key={dialogo.unidade?.uuid ?? 'nova'}
            unidade={dialogo.unidade}
            usina={dialogo.usina}
            sugestao={dialogo.sugestao}
            open
            onOpenChange={(o) => {
              if (o) return;
              setDialogo(null);
              if (dialogo.sugestao) setParams({}, { replace: true });
            }}
            onSalva={() => {
              // Only a path inside the app: the parameter comes from a URL anyone can write.
              if (dialogo.sugestao && voltar?.startsWith('/') && !voltar.startsWith('//')) navigate(voltar);
            }}
          />
        )}
        <ExcluirUnidade unidade={excluindo} onClose={() => setExcluindo(null)} />
      </Stack>
    </ExigeEmpresa>
  );
}

function ExcluirUnidade({ unidade, onClose }: { unidade: Unidade | null; onClose(): void }) {
  const excluir = useExcluirUnidade();
  return (
    <ConfirmarDialog
      open={Boolean(unidade)}
      onOpenChange={(o) => !o && onClose()}
      title={`Excluir a unidade ${unidade?.matricula ?? ''}?`}
      confirmar="Excluir"
      sucesso="Unidade excluída"
      acao={async () => unidade && (await excluir.mutateAsync(unidade.uuid))}
    >
      <Text>
        A cota desta unidade volta a ficar disponível na usina. Uma unidade com faturas não pode ser excluída:
        exclua as faturas antes.
      </Text>
    </ConfirmarDialog>
  );
}
