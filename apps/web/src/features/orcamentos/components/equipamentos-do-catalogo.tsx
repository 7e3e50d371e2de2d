import { Box, Button, HStack, IconButton, Input, Stack, Text } from '@chakra-ui/react';
import { NOMES_TIPOS_PRODUTO, type TipoProduto } from '@irradia/shared/catalogo/produtos.schema';
import { X } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { useFieldArray, useWatch } from 'react-hook-form';
import { FormField } from '../../../components/form-field.tsx';
import { useProdutosDaProposta } from '../api.ts';
import { type ProdutoEscolhido, produtoEscolhido } from '../campos.ts';
import { type FormDaProposta, Secao } from './proposta-secoes.tsx';

// The proposal's equipment from the company's catalogue (decision 035): the module, the inverter
// options and the kit's other components, each found by name, model, maker or SKU. With them the
// kit's cost is the catalogue's; without them the typed Wp, kW and kit cost are used.

/** Picked on their own fields, so the components' search leaves them out. */
const SO_NOS_PROPRIOS_CAMPOS = new Set<TipoProduto>(['modulo', 'inversor', 'microinversor']);

/** A searchable select of the company's products of one kind (`tipo` null: the components'). */
function BuscaNoCatalogo(props: {
  rotulo: string;
  tipo: TipoProduto | null;
  onEscolher(p: ProdutoEscolhido): void;
  excluir: ReadonlySet<string>;
}) {
  const [busca, setBusca] = useState('');
  const [aberta, setAberta] = useState(false);
  const achados = useProdutosDaProposta(props.tipo, busca.trim(), aberta);
  const listaId = useId();
  const lista = (achados.data?.data ?? []).filter(
    (p) => !props.excluir.has(p.uuid) && (props.tipo !== null || !SO_NOS_PROPRIOS_CAMPOS.has(p.tipo)),
  );
  return (
    <Stack gap="2" w="full">
      <Input
        value={busca}
        onChange={(e) => {
          setBusca(e.target.value);
          setAberta(true);
        }}
        onFocus={() => setAberta(true)}
        placeholder="Busque pelo nome, modelo, fabricante ou SKU"
        aria-label={props.rotulo}
        aria-controls={listaId}
        autoComplete="off"
      />
      {aberta && (
        <Stack
          as="ul"
          id={listaId}
          role="list"
          aria-label={`${props.rotulo}: produtos encontrados`}
          gap="1"
          listStyleType="none"
          m="0"
          p="0"
          maxH="56"
          overflowY="auto"
        >
          {lista.map((p) => {
            const e = produtoEscolhido({
              ...p,
              potencia_wp: p.especificacoes.potencia_wp,
              potencia_kw: p.especificacoes.potencia_kw,
            });
            return (
              <Box as="li" key={p.uuid}>
                <Button
                  variant="outline"
                  size="sm"
                  w="full"
                  h="auto"
                  py="1.5"
                  justifyContent="flex-start"
                  whiteSpace="normal"
                  textAlign="start"
                  onClick={() => {
                    props.onEscolher(e);
                    setBusca('');
                    setAberta(false);
                  }}
                >
                  <Text as="span" overflowWrap="anywhere">
                    {p.nome}
                    <Text as="span" color="fg.muted" fontWeight="normal">
                      {' · '}
                      {e.detalhe || NOMES_TIPOS_PRODUTO[p.tipo]}
                    </Text>
                  </Text>
                </Button>
              </Box>
            );
          })}
          {achados.isSuccess && !achados.isPlaceholderData && lista.length === 0 && (
            <Text as="li" fontSize="sm" color="fg.muted">
              Nenhum produto encontrado no catálogo.
            </Text>
          )}
        </Stack>
      )}
    </Stack>
  );
}

/** One picked product, with a button to take it out. */
function Escolhido(props: { produto: ProdutoEscolhido; onRemover(): void; children?: ReactNode }) {
  return (
    <HStack gap="3" borderWidth="1px" borderRadius="md" px="3" py="1.5" data-testid="produto-escolhido">
      <Stack gap="0" flex="1" minW="0">
        <Text fontWeight="medium" overflowWrap="anywhere">
          {props.produto.nome}
        </Text>
        {props.produto.detalhe && (
          <Text fontSize="sm" color="fg.muted">
            {props.produto.detalhe}
          </Text>
        )}
      </Stack>
      {props.children}
      <IconButton
        size="xs"
        variant="ghost"
        aria-label={`Remover ${props.produto.nome}`}
        onClick={props.onRemover}
      >
        <X />
      </IconButton>
    </HStack>
  );
}

/** The module: one product of kind módulo; its Wp replaces the typed one. */
function ModuloDoCatalogo({ form }: { form: FormDaProposta }) {
  const modulo = useWatch({ control: form.control, name: 'modulo_produto' });
  const definir = (v: ProdutoEscolhido | null) =>
    form.setValue('modulo_produto', v, { shouldDirty: true, shouldValidate: false });
  return (
    <FormField
      label="Módulo do catálogo"
      helper="A potência do módulo escolhido dimensiona o sistema"
      error={form.formState.errors.modulo_produto?.message}
    >
      {modulo ? (
        <Escolhido produto={modulo} onRemover={() => definir(null)} />
      ) : (
        <BuscaNoCatalogo
          rotulo="Buscar módulo no catálogo"
          tipo="modulo"
          excluir={new Set()}
          onEscolher={definir}
        />
      )}
    </FormField>
  );
}

/** The inverter options: products of kind inversor; the sizing picks one inside the DC/AC range. */
function InversoresDoCatalogo({ form }: { form: FormDaProposta }) {
  const lista = useFieldArray({ control: form.control, name: 'inversores_produtos', keyName: 'chave' });
  return (
    <FormField
      label="Inversores do catálogo"
      helper="As opções de inversor; o dimensionamento escolhe a que fica na faixa DC/AC"
      error={form.formState.errors.inversores_produtos?.message}
    >
      <Stack gap="2" w="full">
        {lista.fields.map((p, i) => (
          <Escolhido key={p.chave} produto={p} onRemover={() => lista.remove(i)} />
        ))}
        <BuscaNoCatalogo
          rotulo="Buscar inversor no catálogo"
          tipo="inversor"
          excluir={new Set(lista.fields.map((p) => p.uuid))}
          onEscolher={(p) => lista.append(p)}
        />
      </Stack>
    </FormField>
  );
}

/** The kit's other components (structure, cables, string box…) with their quantities. */
function ComponentesDoCatalogo({ form }: { form: FormDaProposta }) {
  const lista = useFieldArray({ control: form.control, name: 'componentes', keyName: 'chave' });
  return (
    <FormField
      label="Outros componentes do kit"
      helper="Estrutura, cabos, string box…: entram no custo do kit com a quantidade informada"
      error={form.formState.errors.componentes?.message}
    >
      <Stack gap="2" w="full">
        {lista.fields.map((c, i) => (
          <Escolhido key={c.chave} produto={c.produto} onRemover={() => lista.remove(i)}>
            <Input
              inputMode="decimal"
              maxW="24"
              aria-label={`Quantidade de ${c.produto.nome}`}
              {...form.register(`componentes.${i}.quantidade`)}
            />
          </Escolhido>
        ))}
        <BuscaNoCatalogo
          rotulo="Buscar componente no catálogo"
          tipo={null}
          excluir={new Set(lista.fields.map((c) => c.produto.uuid))}
          onEscolher={(produto) => lista.append({ produto, quantidade: '1' })}
        />
      </Stack>
    </FormField>
  );
}

/** "Equipamentos do catálogo": what the kit is made of, when the company picks it from its catalogue. */
export function SecaoEquipamentos({ form }: { form: FormDaProposta }) {
  return (
    <Secao titulo="Equipamentos do catálogo">
      <Text fontSize="sm" color="fg.muted">
        Escolha o módulo e os inversores do seu catálogo para que o custo do kit venha dele. Sem eles, valem a
        potência do módulo, as potências dos inversores e o custo do kit digitados.
      </Text>
      <ModuloDoCatalogo form={form} />
      <InversoresDoCatalogo form={form} />
      <ComponentesDoCatalogo form={form} />
    </Secao>
  );
}
