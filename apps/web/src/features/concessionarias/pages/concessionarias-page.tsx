import { Badge, Button, HStack, Input, NativeSelect, Stack, Table, Text } from '@chakra-ui/react';
import { Pencil, Zap } from 'lucide-react';
import { useState } from 'react';
import { ListEmpty, ListLoading } from '../../../components/list-states.tsx';
import { Pager } from '../../../components/pager.tsx';
import { StatusBadge } from '../../../components/status-badge.tsx';
import { usePageTitle } from '../../../lib/page-title.tsx';
import { usePermissoes } from '../../../lib/permissoes.ts';
import { ACESSOS, type Acesso, type Concessionaria, UFS, useConcessionarias } from '../api.ts';
import { EditarConcessionariaDialog } from '../components/editar-concessionaria-dialog.tsx';

const quando = (iso: string | null) =>
  iso ? new Date(iso).toLocaleString('pt-BR', { dateStyle: 'short', timeStyle: 'short' }) : '—';

/** Spec §2 /concessionarias: the distributors, how their invoices reach Irradia, and the link's health. */
export default function ConcessionariasPage() {
  usePageTitle('Concessionárias', 'Distribuidoras de energia e a importação das faturas');
  const { pode } = usePermissoes();
  const [search, setSearch] = useState('');
  const [estado, setEstado] = useState('');
  const [acesso, setAcesso] = useState<Acesso | ''>('');
  const [page, setPage] = useState(1);
  const [editando, setEditando] = useState<Concessionaria | null>(null);
  const { data, isLoading } = useConcessionarias({ search, estado, acesso }, page);
  const lista = data?.data ?? [];
  const podeEditar = pode('concessionaria:edit');
  const filtrando = Boolean(search || estado || acesso);

  return (
    <Stack gap="4">
      <Text color="fg.muted" fontSize="sm">
        “Login”: o Irradia entra no aplicativo da concessionária e importa as faturas. “Sessão capturada”:
        você entra uma vez e o Irradia usa essa sessão. “Somente PDF”: envie o PDF de cada fatura.
      </Text>
      <HStack gap="3" wrap="wrap">
        <Input
          placeholder="Buscar por sigla ou nome"
          aria-label="Buscar concessionária"
          value={search}
          maxW="sm"
          onChange={(e) => {
            setSearch(e.target.value);
            setPage(1);
          }}
        />
        <NativeSelect.Root maxW={{ base: 'full', sm: '48' }}>
          <NativeSelect.Field
            aria-label="Filtrar por estado"
            value={estado}
            onChange={(e) => {
              setEstado(e.target.value);
              setPage(1);
            }}
          >
            <option value="">Qualquer estado</option>
            {UFS.map((uf) => (
              <option key={uf} value={uf}>
                {uf}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <NativeSelect.Root maxW={{ base: 'full', sm: '56' }}>
          <NativeSelect.Field
            aria-label="Filtrar por forma de importação"
            value={acesso}
            onChange={(e) => {
              setAcesso(e.target.value as Acesso | '');
              setPage(1);
            }}
          >
            <option value="">Todas as formas</option>
            {(Object.keys(ACESSOS) as Acesso[]).map((a) => (
              <option key={a} value={a}>
                {ACESSOS[a].rotulo}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        {data && (
          <Text color="fg.muted" fontSize="sm">
            {data.meta.total} concessionária(s)
          </Text>
        )}
      </HStack>
      {isLoading && <ListLoading />}
      {!isLoading && lista.length === 0 && (
        <ListEmpty
          icon={<Zap />}
          title="Nenhuma concessionária encontrada"
          description={
            filtrando
              ? 'Mude a busca ou os filtros: procure pela sigla (Cemig-D, CPFL Paulista) ou pelo nome.'
              : 'A lista de distribuidoras da ANEEL ainda não foi carregada neste ambiente.'
          }
          action={
            filtrando ? (
              <Button
                variant="outline"
                onClick={() => {
                  setSearch('');
                  setEstado('');
                  setAcesso('');
                  setPage(1);
                }}
              >
                Limpar filtros
              </Button>
            ) : undefined
          }
        />
      )}
      {lista.length > 0 && (
        <Table.ScrollArea borderWidth="1px" rounded="md" bg="bg">
          <Table.Root size="sm">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Concessionária</Table.ColumnHeader>
                <Table.ColumnHeader hideBelow="md">Estados</Table.ColumnHeader>
                <Table.ColumnHeader>Situação</Table.ColumnHeader>
                <Table.ColumnHeader>Importação</Table.ColumnHeader>
                <Table.ColumnHeader hideBelow="lg">Última resposta</Table.ColumnHeader>
                {podeEditar && <Table.ColumnHeader w="1" />}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {lista.map((c) => (
                <Table.Row key={c.uuid}>
                  <Table.Cell>
                    <Text fontWeight="medium">{c.sigla}</Text>
                    <Text fontSize="xs" color="fg.muted">
                      {c.nome}
                    </Text>
                  </Table.Cell>
                  <Table.Cell hideBelow="md">{c.estados.join(', ') || '—'}</Table.Cell>
                  <Table.Cell>
                    <StatusBadge status={c.status} />
                    {c.mensagem && (
                      <Text fontSize="xs" color="fg.muted" maxW="xs">
                        {c.mensagem}
                      </Text>
                    )}
                  </Table.Cell>
                  <Table.Cell maxW={{ base: '48', md: 'sm' }} whiteSpace="normal">
                    <Badge colorPalette={ACESSOS[c.acesso].cor} variant="subtle">
                      {ACESSOS[c.acesso].rotulo}
                    </Badge>
                    <Text fontSize="xs" color="fg.muted">
                      {c.explicacao}
                    </Text>
                  </Table.Cell>
                  <Table.Cell hideBelow="lg">{quando(c.ultimo_sucesso_em)}</Table.Cell>
                  {podeEditar && (
                    <Table.Cell>
                      <Button
                        size="xs"
                        variant="ghost"
                        aria-label={`Editar ${c.sigla}`}
                        onClick={() => setEditando(c)}
                      >
                        <Pencil />
                      </Button>
                    </Table.Cell>
                  )}
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
      <Pager page={page} lastPage={data?.meta.last_page ?? 1} onChange={setPage} />
      {editando && (
        <EditarConcessionariaDialog
          key={editando.uuid}
          concessionaria={editando}
          open
          onOpenChange={(o) => !o && setEditando(null)}
        />
      )}
    </Stack>
  );
}
