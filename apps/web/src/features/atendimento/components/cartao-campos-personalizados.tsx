import { Button, Field, Heading, HStack, NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { Anexo, Campo, Preenchimento } from '@irradia/shared/quadros/quadros.schema';
import { Download } from 'lucide-react';
import { baixarArquivo } from '../../../lib/download.ts';
import { useGrupos } from './cartao-api.ts';
import { EntradaDeData, EntradaDeTexto } from './entradas-do-cartao.tsx';

type Valor = Preenchimento['valor'];

/** One of a few values as a select; '' clears it. */
function Escolha(props: {
  rotulo: string;
  valor: string;
  opcoes: ReadonlyArray<{ valor: string; nome: string }>;
  vazio: string;
  onSalvar(v: string | null): void;
  desabilitado?: boolean;
}) {
  return (
    <NativeSelect.Root size="sm" disabled={props.desabilitado}>
      <NativeSelect.Field
        aria-label={props.rotulo}
        value={props.valor}
        onChange={(e) => props.onSalvar(e.target.value === '' ? null : e.target.value)}
      >
        <option value="">{props.vazio}</option>
        {/* A value no longer among the options (renamed since) still shows. */}
        {props.valor && !props.opcoes.some((o) => o.valor === props.valor) && (
          <option value={props.valor}>{props.valor}</option>
        )}
        {props.opcoes.map((o) => (
          <option key={o.valor} value={o.valor}>
            {o.nome}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

function EditorDoCampo(props: {
  campo: Campo;
  valor: Valor;
  anexos: Anexo[];
  caminhoDosAnexos: string;
  onSalvar(v: Valor): void;
  desabilitado?: boolean;
}) {
  const { campo, valor } = props;
  const comum = { rotulo: campo.nome, desabilitado: props.desabilitado, onSalvar: props.onSalvar };
  switch (campo.tipo) {
    case 'texto':
      return <EntradaDeTexto {...comum} valor={valor} />;
    case 'numero':
      return <EntradaDeTexto {...comum} numero valor={valor} />;
    case 'data':
      return <EntradaDeData {...comum} valor={typeof valor === 'string' ? valor : null} />;
    case 'escolha':
      return (
        <Escolha
          {...comum}
          valor={valor === null ? '' : String(valor)}
          vazio="Não informado"
          opcoes={campo.opcoes.map((o) => ({ valor: o, nome: o }))}
        />
      );
    case 'arquivo': {
      const anexo = props.anexos.find((a) => a.uuid === valor);
      return (
        <HStack gap="1">
          <Stack flex="1" minW="0">
            <Escolha
              {...comum}
              valor={valor === null ? '' : String(valor)}
              vazio={props.anexos.length ? 'Nenhum anexo' : 'Anexe um arquivo ao cartão primeiro'}
              opcoes={props.anexos.map((a) => ({ valor: a.uuid, nome: a.nome }))}
            />
          </Stack>
          {anexo && (
            <Button
              size="sm"
              variant="ghost"
              aria-label={`Baixar ${anexo.nome}`}
              onClick={() => void baixarArquivo(`${props.caminhoDosAnexos}/${anexo.uuid}`, anexo.nome)}
            >
              <Download />
            </Button>
          )}
        </HStack>
      );
    }
  }
}

/**
 * The board's custom fields, by group, each with the editor of its type; a change saves that
 * field alone (`preenchimentos: [{campo, valor}]`).
 */
export function CartaoCamposPersonalizados(props: {
  quadro: string;
  preenchimentos: Preenchimento[];
  anexos: Anexo[];
  caminhoDosAnexos: string;
  onSalvar(campo: string, valor: Valor): void;
  desabilitado?: boolean;
}) {
  const grupos = useGrupos(props.quadro);
  if (grupos.isLoading)
    return (
      <Text fontSize="sm" color="fg.muted">
        Carregando campos…
      </Text>
    );
  if (grupos.isError)
    return (
      <HStack>
        <Text fontSize="sm" color="fg.error">
          Não foi possível carregar os campos personalizados.
        </Text>
        <Button size="xs" variant="outline" onClick={() => void grupos.refetch()}>
          Tentar de novo
        </Button>
      </HStack>
    );
  const lista = [...(grupos.data?.data ?? [])]
    .sort((a, b) => a.ordem - b.ordem)
    .filter((g) => g.campos.length > 0);
  if (lista.length === 0) return null;
  const valorDe = (campo: string) => props.preenchimentos.find((p) => p.campo === campo)?.valor ?? null;
  return (
    <Stack gap="4" data-testid="campos-personalizados">
      {lista.map((g) => (
        <Stack key={g.uuid} as="section" gap="2" aria-label={g.nome}>
          <Heading as="h3" size="sm">
            {g.nome}
          </Heading>
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
            {[...g.campos]
              .sort((a, b) => a.ordem - b.ordem)
              .map((c) => (
                <Field.Root key={c.uuid}>
                  <Field.Label fontSize="xs" color="fg.muted">
                    {c.nome}
                  </Field.Label>
                  <EditorDoCampo
                    campo={c}
                    valor={valorDe(c.uuid)}
                    anexos={props.anexos}
                    caminhoDosAnexos={props.caminhoDosAnexos}
                    onSalvar={(v) => props.onSalvar(c.uuid, v)}
                    desabilitado={props.desabilitado}
                  />
                </Field.Root>
              ))}
          </SimpleGrid>
        </Stack>
      ))}
    </Stack>
  );
}
