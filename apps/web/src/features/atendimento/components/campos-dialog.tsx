import {
  Badge,
  Box,
  Button,
  chakra,
  Dialog,
  HStack,
  IconButton,
  Input,
  NativeSelect,
  Spinner,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import {
  type Campo,
  type Grupo,
  NOMES_TIPOS_CAMPO,
  TIPOS_CAMPO,
  type TipoCampo,
} from '@irradia/shared/quadros/quadros.schema';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { ConfirmarDialog } from '../../../components/confirmar-dialog.tsx';
import { DialogFrame } from '../../../components/dialog-frame.tsx';
import { FormField } from '../../../components/form-field.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { usePermissoes } from '../../../lib/permissoes.ts';
import { toaster } from '../../../lib/toaster.ts';
import {
  useCriarCampo,
  useCriarGrupo,
  useEditarGrupo,
  useGruposDoQuadro,
  useRemoverCampo,
  useRemoverGrupo,
} from '../campos-api.ts';

type Erros = Record<string, string | undefined>;

/** A failed write as the form shows it: the 422's messages by field, anything else in `geral`. */
function errosDe(err: unknown, campos: readonly string[]): Erros {
  if (!(err instanceof ApiError) || err.status !== 422) return { geral: errorMessage(err) };
  const out: Erros = {};
  for (const [k, v] of Object.entries(err.fieldErrors)) {
    const campo = campos.find((c) => k === c || k.startsWith(`${c}.`));
    if (campo) out[campo] ??= v;
    else out.geral ??= v;
  }
  if (Object.keys(out).length === 0) out.geral = errorMessage(err);
  return out;
}

/** "a, b" or one per line → ['a', 'b']. */
export const lerOpcoes = (texto: string) =>
  texto
    .split(/[\n,]/)
    .map((o) => o.trim())
    .filter(Boolean);

/** The board's custom fields: its groups, their fields, and adding, renaming, removing them. */
export function CamposDialog(props: { quadro: string; open: boolean; onOpenChange(open: boolean): void }) {
  const grupos = useGruposDoQuadro(props.quadro, props.open);
  const { pode } = usePermissoes();
  const lista = grupos.data?.data ?? [];

  return (
    <DialogFrame
      open={props.open}
      onOpenChange={props.onOpenChange}
      title="Campos personalizados"
      size={{ base: 'full', md: 'lg' }}
      scrollBehavior="inside"
      footer={
        <Dialog.ActionTrigger asChild>
          <Button variant="outline">Fechar</Button>
        </Dialog.ActionTrigger>
      }
    >
      <Stack gap="4">
        {grupos.isPending ? (
          <HStack color="fg.muted">
            <Spinner size="sm" /> <Text>Carregando campos…</Text>
          </HStack>
        ) : grupos.isError ? (
          <Text color="fg.error" role="alert">
            {errorMessage(grupos.error)}
          </Text>
        ) : lista.length === 0 ? (
          <Text color="fg.muted">Nenhum campo ainda. Crie um grupo para começar.</Text>
        ) : (
          lista.map((g) => <GrupoCard key={g.uuid} grupo={g} />)
        )}
        {pode('grupo:create') && <NovoGrupo quadro={props.quadro} />}
      </Stack>
    </DialogFrame>
  );
}

function NovoGrupo(props: { quadro: string }) {
  const criar = useCriarGrupo();
  const [nome, setNome] = useState('');
  const [erros, setErros] = useState<Erros>({});

  async function enviar(e: FormEvent) {
    e.preventDefault();
    const limpo = nome.trim();
    if (!limpo) return setErros({ nome: 'Informe o nome do grupo' });
    try {
      await criar.mutateAsync({ quadro: props.quadro, nome: limpo });
      setNome('');
      setErros({});
      toaster.create({ type: 'success', title: `Grupo ${limpo} criado` });
    } catch (err) {
      setErros(errosDe(err, ['nome']));
    }
  }

  return (
    <chakra.form onSubmit={(e) => void enviar(e)} noValidate borderTopWidth="1px" pt="4">
      <Stack gap="2">
        <FormField label="Novo grupo" error={erros.nome ?? erros.geral}>
          <Input
            value={nome}
            maxLength={60}
            placeholder="Ex.: Dados técnicos"
            onChange={(e) => setNome(e.target.value)}
          />
        </FormField>
        <Button type="submit" size="sm" variant="outline" alignSelf="flex-start" loading={criar.isPending}>
          <Plus aria-hidden /> Criar grupo
        </Button>
      </Stack>
    </chakra.form>
  );
}

function GrupoCard(props: { grupo: Grupo }) {
  const { grupo } = props;
  const { pode } = usePermissoes();
  const editar = useEditarGrupo();
  const remover = useRemoverGrupo();
  const [renomeando, setRenomeando] = useState(false);
  const [nome, setNome] = useState(grupo.nome);
  const [erro, setErro] = useState<string | undefined>();
  const [excluindo, setExcluindo] = useState(false);
  const [removendoCampo, setRemovendoCampo] = useState<Campo | null>(null);
  const removerCampo = useRemoverCampo();

  async function renomear(e: FormEvent) {
    e.preventDefault();
    const limpo = nome.trim();
    if (!limpo) return setErro('Informe o nome do grupo');
    try {
      await editar.mutateAsync({ uuid: grupo.uuid, nome: limpo });
      setRenomeando(false);
      setErro(undefined);
    } catch (err) {
      const e2 = errosDe(err, ['nome']);
      setErro(e2.nome ?? e2.geral);
    }
  }

  return (
    <Box role="group" aria-label={`Grupo ${grupo.nome}`} borderWidth="1px" rounded="md" p="3">
      <Stack gap="3">
        {renomeando ? (
          <chakra.form onSubmit={(e) => void renomear(e)} noValidate>
            <Stack gap="2">
              <FormField label="Nome do grupo" error={erro}>
                <Input value={nome} maxLength={60} onChange={(e) => setNome(e.target.value)} />
              </FormField>
              <HStack>
                <Button type="submit" size="xs" colorPalette="orange" loading={editar.isPending}>
                  Salvar
                </Button>
                <Button
                  size="xs"
                  variant="ghost"
                  onClick={() => {
                    setRenomeando(false);
                    setNome(grupo.nome);
                    setErro(undefined);
                  }}
                >
                  Cancelar
                </Button>
              </HStack>
            </Stack>
          </chakra.form>
        ) : (
          <HStack>
            <Text fontWeight="semibold" flex="1">
              {grupo.nome}
            </Text>
            {pode('grupo:edit') && (
              <IconButton
                size="xs"
                variant="ghost"
                aria-label={`Renomear o grupo ${grupo.nome}`}
                onClick={() => {
                  setNome(grupo.nome);
                  setRenomeando(true);
                }}
              >
                <Pencil />
              </IconButton>
            )}
            {pode('grupo:delete') && (
              <IconButton
                size="xs"
                variant="ghost"
                colorPalette="red"
                aria-label={`Excluir o grupo ${grupo.nome}`}
                onClick={() => setExcluindo(true)}
              >
                <Trash2 />
              </IconButton>
            )}
          </HStack>
        )}

        {grupo.campos.length === 0 ? (
          <Text color="fg.muted" fontSize="sm">
            Nenhum campo neste grupo.
          </Text>
        ) : (
          <Stack as="ul" gap="1" listStyleType="none">
            {grupo.campos.map((c) => (
              <HStack as="li" key={c.uuid} gap="2" align="flex-start">
                <Box flex="1" minW="0">
                  <HStack gap="2" wrap="wrap">
                    <Text fontSize="sm">{c.nome}</Text>
                    <Badge size="sm" variant="subtle">
                      {NOMES_TIPOS_CAMPO[c.tipo]}
                    </Badge>
                  </HStack>
                  {c.tipo === 'escolha' && c.opcoes.length > 0 && (
                    <Text fontSize="xs" color="fg.muted">
                      {c.opcoes.join(' · ')}
                    </Text>
                  )}
                </Box>
                {pode('campo:delete') && (
                  <IconButton
                    size="xs"
                    variant="ghost"
                    colorPalette="red"
                    aria-label={`Excluir o campo ${c.nome}`}
                    onClick={() => setRemovendoCampo(c)}
                  >
                    <Trash2 />
                  </IconButton>
                )}
              </HStack>
            ))}
          </Stack>
        )}

        {pode('campo:create') && <NovoCampo grupo={grupo.uuid} />}
      </Stack>

      <ConfirmarDialog
        open={excluindo}
        onOpenChange={setExcluindo}
        title="Excluir o grupo e os valores dos campos dele?"
        confirmar="Excluir grupo"
        sucesso="Grupo excluído"
        acao={() => remover.mutateAsync(grupo.uuid)}
      >
        O grupo {grupo.nome}, seus campos e os valores preenchidos nos cartões serão excluídos.
      </ConfirmarDialog>
      <ConfirmarDialog
        open={removendoCampo !== null}
        onOpenChange={(o) => !o && setRemovendoCampo(null)}
        title={`Excluir o campo ${removendoCampo?.nome ?? ''}?`}
        confirmar="Excluir campo"
        sucesso="Campo excluído"
        acao={() => (removendoCampo ? removerCampo.mutateAsync(removendoCampo.uuid) : Promise.resolve())}
      >
        Os valores deste campo nos cartões serão excluídos junto.
      </ConfirmarDialog>
    </Box>
  );
}

function NovoCampo(props: { grupo: string }) {
  const criar = useCriarCampo();
  const [aberto, setAberto] = useState(false);
  const [nome, setNome] = useState('');
  const [tipo, setTipo] = useState<TipoCampo>('texto');
  const [opcoes, setOpcoes] = useState('');
  const [erros, setErros] = useState<Erros>({});

  function limpar() {
    setNome('');
    setTipo('texto');
    setOpcoes('');
    setErros({});
  }

  async function enviar(e: FormEvent) {
    e.preventDefault();
    const limpo = nome.trim();
    const lidas = lerOpcoes(opcoes);
    const faltando: Erros = {};
    if (!limpo) faltando.nome = 'Informe o nome do campo';
    if (tipo === 'escolha' && lidas.length === 0) faltando.opcoes = 'Informe ao menos uma opção';
    if (Object.keys(faltando).length) return setErros(faltando);
    try {
      await criar.mutateAsync({
        grupo: props.grupo,
        nome: limpo,
        tipo,
        ...(tipo === 'escolha' ? { opcoes: lidas } : {}),
      });
      toaster.create({ type: 'success', title: `Campo ${limpo} criado` });
      limpar();
      setAberto(false);
    } catch (err) {
      setErros(errosDe(err, ['nome', 'tipo', 'opcoes']));
    }
  }

  if (!aberto)
    return (
      <Button size="xs" variant="ghost" alignSelf="flex-start" onClick={() => setAberto(true)}>
        <Plus aria-hidden /> Novo campo
      </Button>
    );

  return (
    <chakra.form onSubmit={(e) => void enviar(e)} noValidate bg="bg.muted" rounded="md" p="3">
      <Stack gap="3">
        <FormField label="Nome do campo" required error={erros.nome}>
          <Input value={nome} maxLength={60} onChange={(e) => setNome(e.target.value)} />
        </FormField>
        <FormField label="Tipo" required error={erros.tipo}>
          <NativeSelect.Root>
            <NativeSelect.Field value={tipo} onChange={(e) => setTipo(e.target.value as TipoCampo)}>
              {TIPOS_CAMPO.map((t) => (
                <option key={t} value={t}>
                  {NOMES_TIPOS_CAMPO[t]}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        {tipo === 'escolha' && (
          <FormField
            label="Opções"
            required
            error={erros.opcoes}
            helper="Separe por vírgula ou escreva uma por linha."
          >
            <Textarea value={opcoes} rows={3} onChange={(e) => setOpcoes(e.target.value)} />
          </FormField>
        )}
        {erros.geral && (
          <Text color="fg.error" fontSize="sm" role="alert">
            {erros.geral}
          </Text>
        )}
        <HStack>
          <Button type="submit" size="sm" colorPalette="orange" loading={criar.isPending}>
            Adicionar campo
          </Button>
          <Button
            size="sm"
            variant="ghost"
            onClick={() => {
              limpar();
              setAberto(false);
            }}
          >
            Cancelar
          </Button>
        </HStack>
      </Stack>
    </chakra.form>
  );
}
