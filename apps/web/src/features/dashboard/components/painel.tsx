import { Button, HStack, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import {
  CONTEXTOS_PAINEL,
  type ContextoPainel,
  GRADE,
  type ItemLayout,
  LAYOUT_PADRAO,
  ZPainelEntrada,
} from '@irradia/shared/dashboard/widgets';
import { LayoutDashboard, Pencil, Plus, RotateCcw, Save, Trash2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { FormField } from '../../../components/form-field.tsx';
import { ListEmpty, ListLoading } from '../../../components/list-states.tsx';
import { toastError } from '../../../lib/api-client.ts';
import { usePermissoes } from '../../../lib/permissoes.ts';
import { toaster } from '../../../lib/toaster.ts';
import { useAppStore } from '../../../stores/app-store.ts';
import {
  useAtualizacoesDoPainel,
  useAtualizarPainel,
  useCriarPainel,
  useExcluirPainel,
  usePaineis,
} from '../api.ts';
import { adicionar, limpar, normalizar, widgetsPermitidos } from '../layout.ts';
import { Grade } from './painel-grade.tsx';

/** The dashboard's context: the selected company's type, or the personal account. */
function useContextoPainel(): ContextoPainel {
  const tipo = useAppStore((s) => s.company.selected?.tipo);
  return CONTEXTOS_PAINEL.includes(tipo as ContextoPainel) ? (tipo as ContextoPainel) : 'pessoal';
}

/**
 * Spec §2 dashboard: the selected template (or the context's default) as a grid of the widgets
 * the user's permissions and context allow; edit mode drags, resizes, adds and removes them, and
 * saves the result as a named template.
 */
export function Painel() {
  const contexto = useContextoPainel();
  const grade = GRADE[contexto];
  const { pode } = usePermissoes();
  const temEmpresa = useAppStore((s) => s.company.selected !== null);
  const selecionadoId = useAppStore((s) => s.dashboard.selected_template_id);
  const locais = useAppStore((s) => s.dashboard.templates);
  const paineis = usePaineis();
  const criar = useCriarPainel();
  const atualizar = useAtualizarPainel();
  const excluir = useExcluirPainel();
  useAtualizacoesDoPainel();

  const [rascunho, setRascunho] = useState<ItemLayout[] | null>(null);
  const [paraAdicionar, setParaAdicionar] = useState('');
  const [dialogo, setDialogo] = useState(false);
  const [nome, setNome] = useState('');
  const [erroNome, setErroNome] = useState<string>();

  const permitidos = widgetsPermitidos(contexto, pode);
  const nomes = new Set(permitidos.map((w) => w.nome));
  const modelos = paineis.data?.data ?? [];
  const servidorRespondeu = paineis.isSuccess;
  // A template saved on this device stands in while the server's list is loading or unreachable.
  const local = servidorRespondeu
    ? undefined
    : locais.find((t) => t.id === selecionadoId && t.contexto === contexto);
  const modelo =
    modelos.find((p) => p.id === selecionadoId) ??
    (local ? { id: local.id, nome: local.nome, layout: local.layout } : undefined);
  const padrao = normalizar(paineis.data?.meta?.padrao ?? LAYOUT_PADRAO[contexto], nomes, grade.cols);
  const atual = modelo ? normalizar(modelo.layout, nomes, grade.cols) : padrao;
  const editando = rascunho !== null;
  const layout = rascunho ?? atual;
  const disponiveis = permitidos.filter((w) => !layout.some((x) => x.i === w.nome));

  if (permitidos.length === 0)
    return (
      <ListEmpty
        icon={<LayoutDashboard />}
        title="Nenhum indicador disponível"
        description={
          temEmpresa
            ? 'Seu cargo não dá acesso aos indicadores do painel. Peça ao administrador da empresa as permissões de que precisa.'
            : 'Os indicadores do painel são de uma empresa. Registre ou selecione uma empresa para acompanhar usinas, faturas e equipe.'
        }
        action={
          !temEmpresa && (
            <Button asChild colorPalette="orange" size="sm">
              <Link to="/empresa/registrar">Registrar empresa</Link>
            </Button>
          )
        }
      />
    );
  if (paineis.isLoading && !local) return <ListLoading />;

  const selecionar = (id: string) => {
    useAppStore.getState().selectTemplate(id || null);
    setRascunho(null);
  };
  const restaurar = () => {
    useAppStore.getState().selectTemplate(null);
    setRascunho(null);
  };
  const guardarLocal = (id: string, nomeModelo: string, l: ItemLayout[]) =>
    useAppStore.getState().saveTemplate({ id, nome: nomeModelo, layout: l, contexto });

  const salvarComo = async (e: FormEvent) => {
    e.preventDefault();
    const id = crypto.randomUUID();
    const entrada = ZPainelEntrada.safeParse({ id, nome, layout: limpar(layout), conteudo: {} });
    if (!entrada.success) {
      setErroNome(entrada.error.issues.find((i) => i.path[0] === 'nome')?.message ?? 'Revise o painel');
      return;
    }
    try {
      const r = await criar.mutateAsync({
        id,
        nome: entrada.data.nome,
        layout: entrada.data.layout,
        conteudo: {},
      });
      // Saving selects the new template (spec §2), on this device and across reloads.
      guardarLocal(r?.data?.id ?? id, entrada.data.nome, entrada.data.layout);
      setDialogo(false);
      setRascunho(null);
      toaster.create({ type: 'success', title: `Modelo "${entrada.data.nome}" salvo` });
    } catch (err) {
      toastError(err);
    }
  };

  const salvar = async () => {
    if (!modelo) return;
    try {
      await atualizar.mutateAsync({ uuid: modelo.id, nome: modelo.nome, layout: limpar(layout) });
      guardarLocal(modelo.id, modelo.nome, limpar(layout));
      setRascunho(null);
      toaster.create({ type: 'success', title: 'Painel salvo' });
    } catch (err) {
      toastError(err);
    }
  };

  const excluirModelo = async () => {
    if (!modelo) return;
    try {
      await excluir.mutateAsync(modelo.id);
      useAppStore.getState().removeTemplate(modelo.id);
      setRascunho(null);
      toaster.create({ type: 'success', title: `Modelo "${modelo.nome}" excluído` });
    } catch (err) {
      toastError(err);
    }
  };

  return (
    <Stack gap="4">
      <HStack gap="2" wrap="wrap" role="toolbar" aria-label="Painel">
        {!editando && (
          <>
            <NativeSelect.Root size="sm" w={{ base: '100%', sm: '64' }}>
              <NativeSelect.Field
                aria-label="Modelo do painel"
                value={modelo?.id ?? ''}
                onChange={(e) => selecionar(e.currentTarget.value)}
              >
                <option value="">Painel padrão</option>
                {modelos.map((p) => (
                  <option key={p.id} value={p.id}>
                    {p.nome}
                  </option>
                ))}
                {local && !modelos.some((p) => p.id === local.id) && (
                  <option value={local.id}>{local.nome}</option>
                )}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            <Button size="sm" variant="outline" onClick={() => setRascunho(atual)}>
              <Pencil />
              Editar painel
            </Button>
          </>
        )}
        {editando && (
          <>
            <HStack gap="2" w={{ base: '100%', sm: 'auto' }}>
              <NativeSelect.Root size="sm" w={{ base: '100%', sm: '56' }} disabled={disponiveis.length === 0}>
                <NativeSelect.Field
                  aria-label="Widget para adicionar"
                  value={paraAdicionar}
                  onChange={(e) => setParaAdicionar(e.currentTarget.value)}
                >
                  <option value="">
                    {disponiveis.length === 0 ? 'Nenhum widget restante para adicionar' : 'Escolha um widget'}
                  </option>
                  {disponiveis.map((w) => (
                    <option key={w.nome} value={w.nome}>
                      {w.rotulo}
                      {w.desabilitado ? ' (em breve)' : ''}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
              <Button
                size="sm"
                variant="outline"
                disabled={!paraAdicionar}
                onClick={() => {
                  setRascunho(adicionar(layout, paraAdicionar, grade.cols));
                  setParaAdicionar('');
                }}
              >
                <Plus />
                Adicionar
              </Button>
            </HStack>
            {modelo && (
              <Button size="sm" colorPalette="orange" loading={atualizar.isPending} onClick={salvar}>
                <Save />
                Salvar
              </Button>
            )}
            <Button
              size="sm"
              colorPalette="orange"
              variant={modelo ? 'outline' : 'solid'}
              onClick={() => {
                setNome('');
                setErroNome(undefined);
                setDialogo(true);
              }}
            >
              Salvar como modelo
            </Button>
            {modelo && (
              <Button
                size="sm"
                variant="ghost"
                colorPalette="red"
                loading={excluir.isPending}
                onClick={excluirModelo}
              >
                <Trash2 />
                Excluir modelo
              </Button>
            )}
            <Button size="sm" variant="ghost" onClick={() => setRascunho(null)}>
              Cancelar
            </Button>
          </>
        )}
        {(modelo || editando) && (
          <Button size="sm" variant="ghost" onClick={restaurar}>
            <RotateCcw />
            Restaurar padrão
          </Button>
        )}
      </HStack>
      {editando && (
        <Text fontSize="sm" color="fg.muted">
          Arraste um widget pela alça e redimensione pelo canto; pelo teclado, use os botões de cada widget.
        </Text>
      )}

      {layout.length === 0 ? (
        <ListEmpty
          icon={<LayoutDashboard />}
          title="Este painel está vazio"
          description={
            editando
              ? 'Escolha um widget acima e clique em Adicionar.'
              : 'Edite o painel para adicionar widgets ou restaure o padrão.'
          }
        />
      ) : (
        <Grade
          layout={layout}
          cols={grade.cols}
          rowHeight={grade.rowHeight}
          editando={editando}
          onChange={setRascunho}
        />
      )}

      <FormDialog
        open={dialogo}
        onOpenChange={setDialogo}
        title="Salvar como modelo"
        submitLabel="Salvar modelo"
        submitting={criar.isPending}
        onSubmit={salvarComo}
        size="sm"
      >
        <FormField label="Nome do modelo" error={erroNome} required>
          <Input
            value={nome}
            maxLength={80}
            onChange={(e) => {
              setNome(e.currentTarget.value);
              setErroNome(undefined);
            }}
            placeholder="Ex.: Operação diária"
          />
        </FormField>
      </FormDialog>
    </Stack>
  );
}
