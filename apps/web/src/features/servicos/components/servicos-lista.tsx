import { Badge, Button, HStack, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { NOMES_TIPOS_SERVICO } from '@irradia/shared/servicos/servicos.schema';
import { Plus, Wrench } from 'lucide-react';
import { useState } from 'react';
import { AcoesDoRegistro } from '../../../components/acoes-do-registro.tsx';
import { ConfirmarDialog } from '../../../components/confirmar-dialog.tsx';
import { ListEmpty, ListLoading } from '../../../components/list-states.tsx';
import { ListaResponsiva } from '../../../components/lista-responsiva.tsx';
import { Pager } from '../../../components/pager.tsx';
import { SelectFiltro, SwitchFiltro } from '../../../components/select-filtro.tsx';
import { useFiltrosPaginados } from '../../../components/use-filtros-paginados.ts';
import { feito } from '../../../lib/api-client.ts';
import { usePermissoes } from '../../../lib/permissoes.ts';
import {
  type FiltrosServicos,
  type Servico,
  useRemoverServico,
  useRestaurarServico,
  useServicos,
} from '../api.ts';
import { duracao, precoComUnidade } from '../campos.ts';

const INICIAIS: FiltrosServicos = { search: '', tipo: '', removidos: false };

/** The company's services: search, kind and the removed ones; each one's price, duration and state. */
export function ServicosLista(props: { onNovo?: () => void; onEditar(s: Servico): void }) {
  const { filtros, mudar, filtrando, page, setPage } = useFiltrosPaginados(INICIAIS);
  const { data, isLoading } = useServicos(filtros, page);
  const { pode } = usePermissoes();
  const [removendo, setRemovendo] = useState<Servico | null>(null);
  const remover = useRemoverServico();
  const restaurar = useRestaurarServico();
  const lista = data?.data ?? [];

  return (
    <Stack gap="4">
      <SimpleGrid columns={{ base: 1, sm: 3 }} gap="3" role="group" aria-label="Filtros">
        <Input
          placeholder="Buscar por nome ou descrição"
          aria-label="Buscar serviço"
          value={filtros.search}
          onChange={(e) => mudar({ search: e.target.value })}
          gridColumn={{ sm: 'span 2' }}
        />
        <SelectFiltro
          rotulo="Filtrar por tipo"
          todos="Todos os tipos"
          value={filtros.tipo}
          onChange={(tipo) => mudar({ tipo: tipo as FiltrosServicos['tipo'] })}
          opcoes={Object.entries(NOMES_TIPOS_SERVICO)}
        />
      </SimpleGrid>
      <HStack gap="5" wrap="wrap">
        <SwitchFiltro
          rotulo="Mostrar removidos"
          checked={filtros.removidos}
          onChange={(removidos) => mudar({ removidos })}
        />
        {data && (
          <Text color="fg.muted" fontSize="sm" ms={{ md: 'auto' }}>
            {data.meta.total === 1 ? '1 serviço' : `${data.meta.total} serviços`}
          </Text>
        )}
      </HStack>
      {isLoading && <ListLoading />}
      {!isLoading && lista.length === 0 && (
        <ListEmpty
          icon={<Wrench />}
          title={
            filtros.removidos
              ? 'Nenhum serviço removido'
              : filtrando
                ? 'Nenhum serviço encontrado'
                : 'Nenhum serviço ainda'
          }
          description={
            filtrando
              ? 'Mude a busca ou o filtro para ver outros serviços.'
              : 'Cadastre instalação, limpeza, manutenção, homologação ou projeto, com preço e duração.'
          }
          action={
            filtrando ? (
              <Button variant="outline" onClick={() => mudar(INICIAIS)}>
                Limpar filtros
              </Button>
            ) : props.onNovo ? (
              <Button colorPalette="orange" onClick={props.onNovo}>
                <Plus /> Novo serviço
              </Button>
            ) : undefined
          }
        />
      )}
      {lista.length > 0 && (
        <ListaResponsiva
          rotulo={filtros.removidos ? 'Serviços removidos' : 'Serviços'}
          fundo="bg"
          itens={lista}
          chave={(s) => s.uuid}
          colunas={[
            {
              id: 'servico',
              rotulo: 'Serviço',
              cartao: 'titulo',
              valor: (s) => (
                <>
                  <Text fontWeight="medium">{s.nome}</Text>
                  {s.descricao && (
                    <Text fontSize="xs" color="fg.muted" lineClamp={2}>
                      {s.descricao}
                    </Text>
                  )}
                </>
              ),
            },
            {
              id: 'situacao',
              rotulo: 'Situação',
              cartao: 'selo',
              semQuebra: true,
              valor: (s) =>
                s.ativo ? (
                  <Badge size="sm" colorPalette="green" variant="subtle">
                    Ativo
                  </Badge>
                ) : (
                  <Badge size="sm" colorPalette="gray" variant="subtle">
                    Inativo
                  </Badge>
                ),
            },
            {
              id: 'tipo',
              rotulo: 'Tipo',
              semQuebra: true,
              valor: (s) => NOMES_TIPOS_SERVICO[s.tipo],
            },
            {
              id: 'duracao',
              rotulo: 'Duração',
              aPartirDe: 'lg',
              semQuebra: true,
              valor: (s) => duracao(s.duracao_horas) ?? '—',
              noCartao: (s) => duracao(s.duracao_horas),
            },
            {
              id: 'preco',
              rotulo: 'Preço',
              alinhar: 'end',
              semQuebra: true,
              valor: (s) => precoComUnidade(s.preco_rs, s.unidade_preco),
            },
            {
              id: 'acoes',
              rotulo: 'Ações',
              rotuloOculto: true,
              alinhar: 'end',
              cartao: 'acoes',
              semQuebra: true,
              valor: (s) => (
                <AcoesDoRegistro
                  nome={s.nome}
                  removido={Boolean(s.removido_em)}
                  onRestaurar={
                    pode('servico:edit')
                      ? () => restaurar.mutate(s.uuid, feito('Serviço restaurado'))
                      : undefined
                  }
                  onEditar={pode('servico:edit') ? () => props.onEditar(s) : undefined}
                  onRemover={pode('servico:delete') ? () => setRemovendo(s) : undefined}
                />
              ),
            },
          ]}
        />
      )}
      <Pager page={page} lastPage={data?.meta.last_page ?? 1} onChange={setPage} />
      <ConfirmarDialog
        open={removendo !== null}
        onOpenChange={(o) => !o && setRemovendo(null)}
        title="Remover serviço"
        confirmar="Remover"
        sucesso="Serviço removido"
        acao={() => remover.mutateAsync(removendo?.uuid ?? '')}
      >
        <Text>
          Remover <strong>{removendo?.nome}</strong>? Ele deixa de ser oferecido; as solicitações já feitas
          continuam, e o serviço pode ser restaurado em “Mostrar removidos”.
        </Text>
      </ConfirmarDialog>
    </Stack>
  );
}
