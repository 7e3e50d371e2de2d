import {
  Alert,
  HStack,
  Input,
  NativeSelect,
  SimpleGrid,
  Spinner,
  Stack,
  Table,
  Text,
} from '@chakra-ui/react';
import { formatData } from '@irradia/shared/format/data';
import {
  type GeracaoImportada,
  type GeracaoImportarResposta,
  type GeracaoPrevia,
  UNIDADES_ENERGIA,
  type UnidadeEnergia,
} from '@irradia/shared/usinas/geracao-importar.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { FormField } from '../../../components/form-field.tsx';
import { ApiError, api, errorMessage } from '../../../lib/api-client.ts';
import { usinasQueries } from '../api.ts';

interface Escolha {
  coluna_data: string;
  coluna_energia: string;
  unidade: UnidadeEnergia;
}

/** The same route twice: the file alone answers the preview; with the columns it writes the days. */
function useEnviarPlanilha(usina: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: { arquivo: File } & Partial<Escolha>) =>
      api.post<GeracaoImportarResposta>(`usinas/${usina}/geracao/importar`, body, { timeoutMs: 120_000 }),
    onSuccess: (r) => {
      // The plant's charts and totals read the days just written.
      if (r.data.etapa === 'importado') void qc.invalidateQueries({ queryKey: usinasQueries.todas() });
    },
  });
}

/** Issue 19: daily generation uploaded from any portal's export (CSV or XLSX). */
export function ImportarGeracaoDialog(props: {
  usina: string;
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const [arquivo, setArquivo] = useState<File | null>(null);
  const [previa, setPrevia] = useState<GeracaoPrevia | null>(null);
  const [escolha, setEscolha] = useState<Escolha>({ coluna_data: '', coluna_energia: '', unidade: 'kWh' });
  const [resultado, setResultado] = useState<GeracaoImportada | null>(null);
  const [erro, setErro] = useState<string>();
  const [erros, setErros] = useState<Record<string, string>>({});
  const enviar = useEnviarPlanilha(props.usina);

  function fechar(open: boolean) {
    if (open) return props.onOpenChange(true);
    setArquivo(null);
    setPrevia(null);
    setResultado(null);
    setErro(undefined);
    setErros({});
    enviar.reset();
    props.onOpenChange(false);
  }

  function falhou(err: unknown) {
    setErro(errorMessage(err));
    setErros(err instanceof ApiError ? err.fieldErrors : {});
  }

  function escolherArquivo(f: File | null) {
    setArquivo(f);
    setPrevia(null);
    setResultado(null);
    setErro(undefined);
    setErros({});
    if (!f) return;
    enviar.mutate(
      { arquivo: f },
      {
        onSuccess: (r) => {
          if (r.data.etapa !== 'previa') return;
          const s = r.data.sugestao;
          setPrevia(r.data);
          setEscolha({
            coluna_data: s.coluna_data === null ? '' : String(s.coluna_data),
            coluna_energia: s.coluna_energia === null ? '' : String(s.coluna_energia),
            unidade: s.unidade,
          });
        },
        onError: falhou,
      },
    );
  }

  function importar(e: FormEvent) {
    e.preventDefault();
    if (resultado) return fechar(false);
    if (!arquivo || !previa) {
      setErros({ arquivo: 'Escolha a planilha exportada do portal' });
      return;
    }
    const faltam: Record<string, string> = {};
    if (!escolha.coluna_data) faltam.coluna_data = 'Escolha a coluna da data';
    if (!escolha.coluna_energia) faltam.coluna_energia = 'Escolha a coluna da energia';
    else if (escolha.coluna_energia === escolha.coluna_data)
      faltam.coluna_energia = 'Escolha colunas diferentes para data e energia';
    setErros(faltam);
    if (Object.keys(faltam).length > 0) return;
    setErro(undefined);
    enviar.mutate(
      { arquivo, ...escolha },
      {
        onSuccess: (r) => {
          if (r.data.etapa === 'importado') setResultado(r.data);
        },
        onError: falhou,
      },
    );
  }

  const lendo = enviar.isPending && !previa;
  const colunas = previa?.colunas ?? [];
  const seletor = (campo: 'coluna_data' | 'coluna_energia', rotulo: string) => (
    <FormField label={rotulo} error={erros[campo]} required>
      <NativeSelect.Root>
        <NativeSelect.Field
          value={escolha[campo]}
          onChange={(e) => setEscolha((s) => ({ ...s, [campo]: e.target.value }))}
        >
          <option value="">Selecione</option>
          {colunas.map((c) => (
            <option key={c.indice} value={String(c.indice)}>
              {c.nome}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FormField>
  );

  return (
    <FormDialog
      open={props.open}
      onOpenChange={fechar}
      title="Importar geração"
      submitLabel={resultado ? 'Concluir' : 'Importar'}
      submitting={enviar.isPending && Boolean(previa)}
      onSubmit={importar}
      size="xl"
    >
      <Stack gap="4">
        <Text fontSize="sm" color="fg.muted">
          Envie a planilha de geração exportada de qualquer portal (CSV ou XLSX). Os dias que ela traz
          substituem os já registrados; os demais ficam como estão.
        </Text>
        <FormField label="Planilha (CSV ou XLSX)" error={erros.arquivo} required>
          <Input
            type="file"
            accept=".csv,.txt,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            p="1"
            disabled={enviar.isPending}
            onChange={(e) => escolherArquivo(e.target.files?.[0] ?? null)}
          />
        </FormField>
        {lendo && (
          <HStack role="status">
            <Spinner size="sm" />
            <Text>Lendo a planilha…</Text>
          </HStack>
        )}
        {erro && (
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Title whiteSpace="pre-line">{erro}</Alert.Title>
          </Alert.Root>
        )}
        {resultado && (
          <Alert.Root status="success" role="status">
            <Alert.Indicator />
            <Stack gap="1">
              <Alert.Title>
                {resultado.dias === 1 ? '1 dia importado' : `${resultado.dias} dias importados`}
              </Alert.Title>
              <Alert.Description>
                De {formatData(resultado.primeiro_dia)} a {formatData(resultado.ultimo_dia)}:{' '}
                {resultado.novos} novo(s), {resultado.alterados} atualizado(s),{' '}
                {resultado.energia_kwh.toLocaleString('pt-BR')} kWh no total.
              </Alert.Description>
            </Stack>
          </Alert.Root>
        )}
        {previa && !resultado && (
          <>
            <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
              {seletor('coluna_data', 'Coluna da data')}
              {seletor('coluna_energia', 'Coluna da energia')}
              <FormField label="Unidade da energia" error={erros.unidade} required>
                <NativeSelect.Root>
                  <NativeSelect.Field
                    value={escolha.unidade}
                    onChange={(e) => setEscolha((s) => ({ ...s, unidade: e.target.value as UnidadeEnergia }))}
                  >
                    {UNIDADES_ENERGIA.map((u) => (
                      <option key={u} value={u}>
                        {u}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </FormField>
            </SimpleGrid>
            <Text fontSize="sm" color="fg.muted">
              Prévia: {Math.min(previa.amostra.length, previa.total_linhas)} de {previa.total_linhas}{' '}
              linha(s).
            </Text>
            <Table.ScrollArea borderWidth="1px" rounded="md" maxH="64">
              <Table.Root size="sm" stickyHeader aria-label="Prévia da planilha">
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader>Linha</Table.ColumnHeader>
                    {colunas.map((c) => (
                      <Table.ColumnHeader
                        key={c.indice}
                        bg={
                          String(c.indice) === escolha.coluna_data ||
                          String(c.indice) === escolha.coluna_energia
                            ? 'orange.subtle'
                            : undefined
                        }
                      >
                        {c.nome}
                      </Table.ColumnHeader>
                    ))}
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {previa.amostra.map((l) => (
                    <Table.Row key={l.linha}>
                      <Table.Cell color="fg.muted">{l.linha}</Table.Cell>
                      {l.valores.map((v, i) => (
                        <Table.Cell key={colunas[i]?.indice ?? i} whiteSpace="nowrap">
                          {v}
                        </Table.Cell>
                      ))}
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </Table.ScrollArea>
          </>
        )}
      </Stack>
    </FormDialog>
  );
}
