import {
  Alert,
  Button,
  Checkbox,
  HStack,
  Input,
  NativeSelect,
  Progress,
  Spinner,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { formatEnergia, formatPotencia } from '@irradia/shared';
import {
  credenciaisDoPortal,
  type ProgressoImportacao,
} from '@irradia/shared/monitoramento/monitoramento.schema';
import { canalImportacao } from '@irradia/shared/realtime/canais';
import { useQueryClient } from '@tanstack/react-query';
import { CheckCircle2, XCircle } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { FormField } from '../../../components/form-field.tsx';
import { FecharOuVer, StepDialog } from '../../../components/step-dialog.tsx';
import { ApiError, errorMessage, toastError } from '../../../lib/api-client.ts';
import { useChannel } from '../../../lib/realtime.ts';
import {
  useConectarPortal,
  useFabricantes,
  useImportacao,
  useImportar,
  useUsinasDoPortal,
  usinasQueries,
} from '../api.ts';

type Passo = 'conta' | 'usinas' | 'progresso';

/**
 * Spec §4/§5 import wizard: the maker and the portal login and password (checked by logging in),
 * then the portal's plants to choose (at least one), then the background import's live progress.
 * Where a maker's API needs a contract Irradia cannot provide, it says so and offers the other way:
 * the plant registered by hand, then its portal export uploaded (`onCadastrarAMao`).
 */
export function ImportarDialog(props: {
  open: boolean;
  onOpenChange(open: boolean): void;
  onCadastrarAMao?: () => void;
}) {
  const qc = useQueryClient();
  const [passo, setPasso] = useState<Passo>('conta');
  const [fabricante, setFabricante] = useState('');
  const [login, setLogin] = useState('');
  const [senha, setSenha] = useState('');
  const [chaves, setChaves] = useState<Record<string, string>>({});
  const [erros, setErros] = useState<Record<string, string>>({});
  const [conta, setConta] = useState<string | null>(null);
  const [escolhidas, setEscolhidas] = useState<Set<string>>(new Set());
  const [importacao, setImportacao] = useState<string | null>(null);
  const [vivo, setVivo] = useState<ProgressoImportacao | null>(null);

  const fabricantes = useFabricantes();
  const conectar = useConectarPortal();
  const doPortal = useUsinasDoPortal(passo === 'usinas' ? conta : null);
  const importar = useImportar();
  const terminou = vivo?.status === 'concluida' || vivo?.status === 'falhou';
  const consulta = useImportacao(importacao, !terminou);
  const progresso = vivo ?? consulta.data?.data ?? null;

  useChannel<ProgressoImportacao>(importacao ? canalImportacao(importacao) : null, (p) => {
    setVivo(p);
    if (p.status === 'concluida') void qc.invalidateQueries({ queryKey: usinasQueries.todas() });
  });

  function reiniciar() {
    setPasso('conta');
    setSenha('');
    setChaves({});
    setErros({});
    setConta(null);
    setEscolhidas(new Set());
    setImportacao(null);
    setVivo(null);
  }

  function fechar(open: boolean) {
    props.onOpenChange(open);
    if (!open) {
      if (importacao) void qc.invalidateQueries({ queryKey: usinasQueries.todas() });
      reiniciar();
    }
  }

  // The fields this maker's cloud needs (login and password, or its API keys), named as its portal does.
  const campos = credenciaisDoPortal(fabricante);
  const extras = Object.entries(campos.chaves ?? {});

  function enviarConta(e: FormEvent) {
    e.preventDefault();
    const novos: Record<string, string> = {};
    if (!fabricante) novos.fabricante = 'Selecione o fabricante do inversor';
    if (!login.trim()) novos.login = `Informe ${campos.login.rotulo}`;
    if (!senha) novos.senha = `Informe ${campos.senha.rotulo}`;
    for (const [k, c] of extras)
      if (!c.opcional && !chaves[k]?.trim()) novos[`chaves.${k}`] = `Informe ${c.rotulo}`;
    setErros(novos);
    if (Object.keys(novos).length) return;
    conectar.mutate(
      {
        fabricante,
        login: login.trim(),
        senha,
        ...(extras.length
          ? { chaves: Object.fromEntries(extras.map(([k]) => [k, chaves[k]?.trim() ?? ''])) }
          : {}),
      },
      {
        onSuccess: (r) => {
          setConta(r.data.uuid);
          setPasso('usinas');
        },
        onError: (err) => {
          if (err instanceof ApiError && err.status === 422) setErros(err.fieldErrors);
          toastError(err);
        },
      },
    );
  }

  function enviarUsinas(e: FormEvent) {
    e.preventDefault();
    if (escolhidas.size === 0) {
      setErros({ usinas: 'Selecione ao menos uma usina para importar' });
      return;
    }
    if (!conta) return;
    importar.mutate(
      { conta, usinas: [...escolhidas] },
      {
        onSuccess: (r) => {
          setImportacao(r.data.uuid);
          setVivo(r.data);
          setPasso('progresso');
        },
        onError: toastError,
      },
    );
  }

  const lista = doPortal.data?.data ?? [];
  const todas = lista.length > 0 && escolhidas.size === lista.length;
  const pct =
    progresso && progresso.total > 0 ? Math.round((progresso.concluidas / progresso.total) * 100) : 0;

  return (
    <StepDialog
      open={props.open}
      onOpenChange={fechar}
      title="Importar usinas do portal"
      footer={
        <>
          {passo === 'conta' && (
            <Button type="submit" form="form-conta" colorPalette="orange" loading={conectar.isPending}>
              Conectar ao portal
            </Button>
          )}
          {passo === 'usinas' && (
            <HStack>
              <Button variant="outline" onClick={reiniciar}>
                Voltar
              </Button>
              <Button type="submit" form="form-usinas" colorPalette="orange" loading={importar.isPending}>
                Importar {escolhidas.size || ''} usina(s)
              </Button>
            </HStack>
          )}
          {passo === 'progresso' && (
            <FecharOuVer terminou={terminou} rotulo="Ver usinas" onClick={() => fechar(false)} />
          )}
        </>
      }
    >
      {passo === 'conta' && (
        <form id="form-conta" onSubmit={enviarConta} noValidate>
          <Stack gap="4">
            <Text fontSize="sm" color="fg.muted">
              Use o acesso ao portal do fabricante. Senhas e chaves ficam guardadas cifradas e nunca são
              mostradas.
            </Text>
            <FormField label="Fabricante do inversor" error={erros.fabricante}>
              <NativeSelect.Root>
                <NativeSelect.Field value={fabricante} onChange={(e) => setFabricante(e.target.value)}>
                  <option value="">Selecione</option>
                  {fabricantes.data?.data.map((f) => (
                    <option key={f.codigo} value={f.codigo} disabled={!f.importacao_disponivel}>
                      {f.nome}
                      {!f.importacao_disponivel
                        ? ' (em breve)'
                        : credenciaisDoPortal(f.codigo).contrato
                          ? ' (API sob contrato)'
                          : ''}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </FormField>
            {campos.contrato && (
              <Alert.Root status="warning" borderRadius="l2" data-testid="contrato-do-fabricante">
                <Alert.Indicator />
                <Alert.Content>
                  <Alert.Title>A API deste fabricante exige contrato</Alert.Title>
                  <Alert.Description>
                    <Stack gap="2" mt="1">
                      <Text>{campos.contrato}</Text>
                      <Text>
                        Com a exportação, o Irradia calcula o desempenho da usina do mesmo jeito. Se você já
                        tem o acesso, preencha os campos abaixo.
                      </Text>
                      {props.onCadastrarAMao && (
                        <Button
                          size="sm"
                          variant="outline"
                          whiteSpace="normal"
                          h="auto"
                          minH="8"
                          py="1.5"
                          textAlign="start"
                          alignSelf="flex-start"
                          onClick={() => {
                            fechar(false);
                            props.onCadastrarAMao?.();
                          }}
                        >
                          Cadastrar a usina e enviar a exportação
                        </Button>
                      )}
                    </Stack>
                  </Alert.Description>
                </Alert.Content>
              </Alert.Root>
            )}
            {campos.ajuda && (
              <Text fontSize="sm" bg="bg.muted" p="3" rounded="md" data-testid="ajuda-credenciais">
                {campos.ajuda}
              </Text>
            )}
            <FormField label={campos.login.rotulo} helper={campos.login.ajuda} error={erros.login}>
              <Input value={login} onChange={(e) => setLogin(e.target.value)} autoComplete="off" />
            </FormField>
            <FormField label={campos.senha.rotulo} helper={campos.senha.ajuda} error={erros.senha}>
              <Input
                type="password"
                value={senha}
                onChange={(e) => setSenha(e.target.value)}
                autoComplete="new-password"
              />
            </FormField>
            {extras.map(([k, c]) => (
              <FormField key={k} label={c.rotulo} helper={c.ajuda} error={erros[`chaves.${k}`]}>
                {c.linhas ? (
                  <Textarea
                    rows={4}
                    value={chaves[k] ?? ''}
                    onChange={(e) => setChaves((v) => ({ ...v, [k]: e.target.value }))}
                    autoComplete="off"
                    fontFamily="mono"
                  />
                ) : (
                  <Input
                    type={c.secreto ? 'password' : 'text'}
                    value={chaves[k] ?? ''}
                    onChange={(e) => setChaves((v) => ({ ...v, [k]: e.target.value }))}
                    autoComplete="off"
                  />
                )}
              </FormField>
            ))}
          </Stack>
        </form>
      )}
      {passo === 'usinas' && (
        <form id="form-usinas" onSubmit={enviarUsinas} noValidate>
          <Stack gap="3">
            {doPortal.isLoading && (
              <HStack>
                <Spinner size="sm" /> <Text>Buscando as usinas no portal…</Text>
              </HStack>
            )}
            {doPortal.error && <Text color="fg.error">{errorMessage(doPortal.error)}</Text>}
            {!doPortal.isLoading && lista.length === 0 && !doPortal.error && (
              <Text color="fg.muted">Nenhuma usina nesta conta do portal.</Text>
            )}
            {lista.length > 0 && (
              <Checkbox.Root
                checked={todas}
                onCheckedChange={(e) =>
                  setEscolhidas(e.checked ? new Set(lista.map((u) => u.id)) : new Set())
                }
              >
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label fontWeight="semibold">Todas ({lista.length})</Checkbox.Label>
              </Checkbox.Root>
            )}
            {lista.map((u) => (
              <Checkbox.Root
                key={u.id}
                checked={escolhidas.has(u.id)}
                onCheckedChange={(e) =>
                  setEscolhidas((s) => {
                    const n = new Set(s);
                    if (e.checked) n.add(u.id);
                    else n.delete(u.id);
                    return n;
                  })
                }
              >
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>
                  {u.nome}
                  <Text as="span" color="fg.muted" fontSize="xs" ms="2">
                    {[
                      formatPotencia(u.potencia_atual_w),
                      u.energia_total_kwh !== null ? formatEnergia(u.energia_total_kwh * 1000) : '',
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </Text>
                </Checkbox.Label>
              </Checkbox.Root>
            ))}
            {erros.usinas && escolhidas.size === 0 && (
              <Text color="fg.error" fontSize="sm" role="alert">
                {erros.usinas}
              </Text>
            )}
          </Stack>
        </form>
      )}
      {passo === 'progresso' && progresso && (
        <Stack gap="4" aria-live="polite">
          {progresso.status === 'concluida' ? (
            <HStack color="green.fg">
              <CheckCircle2 />
              <Text fontWeight="semibold">
                Importação concluída: {progresso.total} usina(s) com o histórico de geração.
              </Text>
            </HStack>
          ) : progresso.status === 'falhou' ? (
            <HStack color="fg.error" align="flex-start">
              <XCircle />
              <Text>{progresso.mensagem ?? 'A importação falhou.'}</Text>
            </HStack>
          ) : (
            <Text>
              {progresso.usina_atual ? `Importando ${progresso.usina_atual}…` : 'Importação na fila…'} Você
              pode fechar esta janela: ela continua em segundo plano e avisa quando terminar.
            </Text>
          )}
          <Progress.Root value={pct} colorPalette={progresso.status === 'falhou' ? 'red' : 'orange'}>
            <HStack justify="space-between" mb="1">
              <Progress.Label>Usinas importadas</Progress.Label>
              <Progress.ValueText>
                {progresso.concluidas} de {progresso.total}
              </Progress.ValueText>
            </HStack>
            <Progress.Track>
              <Progress.Range />
            </Progress.Track>
          </Progress.Root>
        </Stack>
      )}
    </StepDialog>
  );
}
