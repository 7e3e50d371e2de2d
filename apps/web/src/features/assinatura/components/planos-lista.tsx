import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { formatMoeda } from '@irradia/shared';
import { Layers, Plus } from 'lucide-react';
import { useState } from 'react';
import { AcoesDoRegistro } from '../../../components/acoes-do-registro.tsx';
import { ConfirmarDialog } from '../../../components/confirmar-dialog.tsx';
import { ListEmpty, ListError, ListLoading } from '../../../components/list-states.tsx';
import { ListaResponsiva } from '../../../components/lista-responsiva.tsx';
import { SwitchFiltro } from '../../../components/select-filtro.tsx';
import { feito } from '../../../lib/api-client.ts';
import { usePermissoes } from '../../../lib/permissoes.ts';
import { type Plano, usePlanos, useRemoverPlano, useRestaurarPlano } from '../api.ts';
import { kwp, textoDoLimite } from '../campos.ts';
import { PlanoDialog } from './plano-dialog.tsx';

/** `sistema`'s plans: the ones on offer or the removed ones; create, edit, remove, restore. */
export function PlanosLista() {
  const { pode } = usePermissoes();
  const [removidos, setRemovidos] = useState(false);
  const planos = usePlanos(removidos);
  const [dialogo, setDialogo] = useState<{ plano: Plano | null } | null>(null);
  const [removendo, setRemovendo] = useState<Plano | null>(null);
  const remover = useRemoverPlano();
  const restaurar = useRestaurarPlano();
  const lista = planos.data?.data ?? [];

  return (
    <Stack gap="4">
      <HStack justify="space-between" wrap="wrap" gap="3">
        <SwitchFiltro rotulo="Mostrar removidos" checked={removidos} onChange={setRemovidos} />
        {pode('plano:create') && (
          <Button colorPalette="orange" onClick={() => setDialogo({ plano: null })}>
            <Plus /> Novo plano
          </Button>
        )}
      </HStack>
      {planos.isLoading && <ListLoading />}
      {planos.isError && (
        <ListError
          icon={<Layers />}
          title="Não foi possível carregar os planos"
          onRetry={() => void planos.refetch()}
        />
      )}
      {planos.isSuccess && lista.length === 0 && (
        <ListEmpty
          icon={<Layers />}
          title={removidos ? 'Nenhum plano removido' : 'Nenhum plano ainda'}
          description={removidos ? undefined : 'Cadastre os planos que as empresas podem assinar.'}
        />
      )}
      {lista.length > 0 && (
        <ListaResponsiva
          rotulo={removidos ? 'Planos removidos' : 'Planos'}
          fundo="bg"
          itens={lista}
          chave={(p) => p.uuid}
          colunas={[
            {
              id: 'nome',
              rotulo: 'Plano',
              cartao: 'titulo',
              valor: (p) => (
                <>
                  <Text fontWeight="medium">{p.nome}</Text>
                  {p.descricao && (
                    <Text fontSize="xs" color="fg.muted">
                      {p.descricao}
                    </Text>
                  )}
                </>
              ),
            },
            {
              id: 'mensal',
              rotulo: 'Mensal',
              alinhar: 'end',
              semQuebra: true,
              valor: (p) => formatMoeda(p.preco_mensal_rs),
            },
            {
              id: 'anual',
              rotulo: 'Anual',
              alinhar: 'end',
              semQuebra: true,
              valor: (p) => formatMoeda(p.preco_anual_rs),
            },
            {
              id: 'usinas',
              rotulo: 'Usinas',
              alinhar: 'end',
              valor: (p) => textoDoLimite(p.limite_usinas),
            },
            {
              id: 'usuarios',
              rotulo: 'Usuários',
              alinhar: 'end',
              valor: (p) => textoDoLimite(p.limite_usuarios),
            },
            {
              id: 'kwp',
              rotulo: 'kWp',
              alinhar: 'end',
              aPartirDe: 'lg',
              valor: (p) => textoDoLimite(p.limite_kwp, kwp),
            },
            {
              id: 'teste',
              rotulo: 'Teste',
              alinhar: 'end',
              aPartirDe: 'lg',
              semQuebra: true,
              valor: (p) => (p.dias_teste === 0 ? 'Sem teste' : `${p.dias_teste} dias`),
            },
            {
              id: 'acoes',
              rotulo: 'Ações',
              rotuloOculto: true,
              alinhar: 'end',
              cartao: 'acoes',
              semQuebra: true,
              valor: (p) => (
                <AcoesDoRegistro
                  nome={p.nome}
                  removido={Boolean(p.removido_em)}
                  onRestaurar={
                    pode('plano:edit') ? () => restaurar.mutate(p.uuid, feito('Plano restaurado')) : undefined
                  }
                  onEditar={pode('plano:edit') ? () => setDialogo({ plano: p }) : undefined}
                  onRemover={pode('plano:delete') ? () => setRemovendo(p) : undefined}
                />
              ),
            },
          ]}
        />
      )}
      {dialogo && (
        <PlanoDialog
          key={dialogo.plano?.uuid ?? 'novo'}
          plano={dialogo.plano}
          open
          onOpenChange={(o) => !o && setDialogo(null)}
        />
      )}
      <ConfirmarDialog
        open={removendo !== null}
        onOpenChange={(o) => !o && setRemovendo(null)}
        title="Remover plano"
        confirmar="Remover"
        sucesso="Plano removido"
        acao={() => remover.mutateAsync(removendo?.uuid ?? '')}
      >
        <Text>
          Remover o plano <strong>{removendo?.nome}</strong> da oferta? Quem já o assina continua com ele. O
          plano pode ser restaurado depois, em “Mostrar removidos”.
        </Text>
      </ConfirmarDialog>
    </Stack>
  );
}
