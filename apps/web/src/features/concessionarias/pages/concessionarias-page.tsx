import { Badge, Button, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { formatDataHora } from '@irradia/shared/format/data';
import { Pencil, Zap } from 'lucide-react';
import { useState } from 'react';
import { ListEmpty, ListLoading } from '../../../components/list-states.tsx';
import { ListaResponsiva } from '../../../components/lista-responsiva.tsx';
import { Pager } from '../../../components/pager.tsx';
import { SelectFiltro } from '../../../components/select-filtro.tsx';
import { StatusBadge } from '../../../components/status-badge.tsx';
import { useFiltrosPaginados } from '../../../components/use-filtros-paginados.ts';
import { usePageTitle } from '../../../lib/page-title.tsx';
import { usePermissoes } from '../../../lib/permissoes.ts';
import { ACESSOS, type Acesso, type Concessionaria, UFS, useConcessionarias } from '../api.ts';
import { EditarConcessionariaDialog } from '../components/editar-concessionaria-dialog.tsx';

/** Spec §2 /concessionarias: the distributors, how their invoices reach Irradia, and the link's health. */
export default function ConcessionariasPage() {
  usePageTitle('Concessionárias', 'Distribuidoras de energia e a importação das faturas');
  const { pode } = usePermissoes();
  const { filtros, mudar, filtrando, page, setPage } = useFiltrosPaginados({
    search: '',
    estado: '',
    acesso: '' as Acesso | '',
  });
  const { search, estado, acesso } = filtros;
  const [editando, setEditando] = useState<Concessionaria | null>(null);
  const { data, isLoading } = useConcessionarias(filtros, page);
  const lista = data?.data ?? [];
  const podeEditar = pode('concessionaria:edit');

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
          onChange={(e) => mudar({ search: e.target.value })}
        />
        <SelectFiltro
          rotulo="Filtrar por estado"
          todos="Qualquer estado"
          maxW={{ base: 'full', sm: '48' }}
          value={estado}
          onChange={(uf) => mudar({ estado: uf })}
          opcoes={UFS.map((uf) => [uf, uf])}
        />
        <SelectFiltro
          rotulo="Filtrar por forma de importação"
          todos="Todas as formas"
          maxW={{ base: 'full', sm: '56' }}
          value={acesso}
          onChange={(a) => mudar({ acesso: a as Acesso | '' })}
          opcoes={(Object.keys(ACESSOS) as Acesso[]).map((a) => [a, ACESSOS[a].rotulo])}
        />
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
              <Button variant="outline" onClick={() => mudar({ search: '', estado: '', acesso: '' })}>
                Limpar filtros
              </Button>
            ) : undefined
          }
        />
      )}
      {lista.length > 0 && (
        <ListaResponsiva
          rotulo="Concessionárias"
          fundo="bg"
          itens={lista}
          chave={(c) => c.uuid}
          colunas={[
            {
              id: 'concessionaria',
              rotulo: 'Concessionária',
              cartao: 'titulo',
              valor: (c) => (
                <>
                  <Text fontWeight="medium">{c.sigla}</Text>
                  <Text fontSize="xs" color="fg.muted">
                    {c.nome}
                  </Text>
                </>
              ),
            },
            {
              id: 'estados',
              rotulo: 'Estados',
              aPartirDe: 'md',
              valor: (c) => c.estados.join(', ') || '—',
            },
            {
              id: 'situacao',
              rotulo: 'Situação',
              cartao: 'selo',
              valor: (c) => (
                <>
                  <StatusBadge status={c.status} />
                  {c.mensagem && (
                    <Text fontSize="xs" color="fg.muted" maxW="xs">
                      {c.mensagem}
                    </Text>
                  )}
                </>
              ),
              noCartao: (c) => <StatusBadge status={c.status} />,
            },
            {
              id: 'mensagem',
              rotulo: 'Detalhe',
              soNoCartao: true,
              largo: true,
              valor: (c) => c.mensagem || null,
            },
            {
              id: 'importacao',
              rotulo: 'Importação',
              largo: true,
              valor: (c) => (
                <Stack gap="0.5" maxW={{ md: 'sm' }} align="flex-start">
                  <Badge colorPalette={ACESSOS[c.acesso].cor} variant="subtle">
                    {ACESSOS[c.acesso].rotulo}
                  </Badge>
                  <Text fontSize="xs" color="fg.muted" whiteSpace="normal">
                    {c.explicacao}
                  </Text>
                </Stack>
              ),
            },
            {
              id: 'resposta',
              rotulo: 'Última resposta',
              aPartirDe: 'lg',
              valor: (c) => formatDataHora(c.ultimo_sucesso_em) || '—',
            },
            podeEditar && {
              id: 'acoes',
              rotulo: 'Ações',
              rotuloOculto: true,
              cartao: 'acoes',
              valor: (c) => (
                <Button
                  size="xs"
                  variant="ghost"
                  aria-label={`Editar ${c.sigla}`}
                  onClick={() => setEditando(c)}
                >
                  <Pencil />
                </Button>
              ),
            },
          ]}
        />
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
