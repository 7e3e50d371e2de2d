import { Button, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { Plus, Tags } from 'lucide-react';
import { useState } from 'react';
import { AcoesDoRegistro } from '../../../components/acoes-do-registro.tsx';
import { ConfirmarDialog } from '../../../components/confirmar-dialog.tsx';
import { ListEmpty, ListLoading } from '../../../components/list-states.tsx';
import { ListaResponsiva } from '../../../components/lista-responsiva.tsx';
import { Pager } from '../../../components/pager.tsx';
import { SwitchFiltro } from '../../../components/select-filtro.tsx';
import { useFiltrosPaginados } from '../../../components/use-filtros-paginados.ts';
import { feito } from '../../../lib/api-client.ts';
import { usePermissoes } from '../../../lib/permissoes.ts';
import { type Categoria, useCategorias, useRemoverCategoria, useRestaurarCategoria } from '../api.ts';
import { quantidadeDeProdutos } from '../campos.ts';
import { CategoriaDialog } from './categoria-dialog.tsx';

/** The company's product categories: search, the removed ones, create, rename, remove, restore. */
export function CategoriasLista() {
  const { filtros, mudar, filtrando, page, setPage } = useFiltrosPaginados({ search: '', removidos: false });
  const { data, isLoading } = useCategorias(filtros, page);
  const { pode } = usePermissoes();
  const [dialogo, setDialogo] = useState<{ categoria: Categoria | null } | null>(null);
  const [removendo, setRemovendo] = useState<Categoria | null>(null);
  const remover = useRemoverCategoria();
  const restaurar = useRestaurarCategoria();
  const lista = data?.data ?? [];
  const podeCriar = pode('categoria:create');

  return (
    <Stack gap="4">
      <HStack justify="space-between" wrap="wrap" gap="3">
        <HStack gap="4" wrap="wrap" flex="1">
          <Input
            placeholder="Buscar categoria"
            aria-label="Buscar categoria"
            value={filtros.search}
            onChange={(e) => mudar({ search: e.target.value })}
            maxW={{ base: 'full', sm: 'sm' }}
          />
          <SwitchFiltro
            rotulo="Mostrar removidas"
            checked={filtros.removidos}
            onChange={(removidos) => mudar({ removidos })}
          />
        </HStack>
        {podeCriar && (
          <Button colorPalette="orange" onClick={() => setDialogo({ categoria: null })}>
            <Plus /> Nova categoria
          </Button>
        )}
      </HStack>
      {isLoading && <ListLoading />}
      {!isLoading && lista.length === 0 && (
        <ListEmpty
          icon={<Tags />}
          title={
            filtros.removidos
              ? 'Nenhuma categoria removida'
              : filtrando
                ? 'Nenhuma categoria encontrada'
                : 'Nenhuma categoria ainda'
          }
          description={
            filtrando ? undefined : 'Agrupe os produtos em categorias, como módulos, inversores e estruturas.'
          }
        />
      )}
      {lista.length > 0 && (
        <ListaResponsiva
          rotulo={filtros.removidos ? 'Categorias removidas' : 'Categorias'}
          fundo="bg"
          itens={lista}
          chave={(c) => c.uuid}
          colunas={[
            {
              id: 'nome',
              rotulo: 'Categoria',
              cartao: 'titulo',
              valor: (c) => (
                <>
                  <Text fontWeight="medium">{c.nome}</Text>
                  {c.descricao && (
                    <Text fontSize="xs" color="fg.muted">
                      {c.descricao}
                    </Text>
                  )}
                </>
              ),
            },
            {
              id: 'produtos',
              rotulo: 'Produtos',
              alinhar: 'end',
              semQuebra: true,
              valor: (c) => quantidadeDeProdutos(c.produtos),
            },
            {
              id: 'acoes',
              rotulo: 'Ações',
              rotuloOculto: true,
              alinhar: 'end',
              cartao: 'acoes',
              semQuebra: true,
              valor: (c) => (
                <AcoesDoRegistro
                  nome={c.nome}
                  removido={Boolean(c.removido_em)}
                  onRestaurar={
                    pode('categoria:edit')
                      ? () => restaurar.mutate(c.uuid, feito('Categoria restaurada'))
                      : undefined
                  }
                  onEditar={pode('categoria:edit') ? () => setDialogo({ categoria: c }) : undefined}
                  onRemover={pode('categoria:delete') ? () => setRemovendo(c) : undefined}
                />
              ),
            },
          ]}
        />
      )}
      <Pager page={page} lastPage={data?.meta.last_page ?? 1} onChange={setPage} />
      {dialogo && (
        <CategoriaDialog
          key={dialogo.categoria?.uuid ?? 'nova'}
          categoria={dialogo.categoria}
          open
          onOpenChange={(o) => !o && setDialogo(null)}
        />
      )}
      <ConfirmarDialog
        open={removendo !== null}
        onOpenChange={(o) => !o && setRemovendo(null)}
        title="Remover categoria"
        confirmar="Remover"
        sucesso="Categoria removida"
        acao={() => remover.mutateAsync(removendo?.uuid ?? '')}
      >
        <Text>
          Remover a categoria <strong>{removendo?.nome}</strong>? Ela pode ser restaurada depois, em “Mostrar
          removidas”.
        </Text>
      </ConfirmarDialog>
    </Stack>
  );
}
