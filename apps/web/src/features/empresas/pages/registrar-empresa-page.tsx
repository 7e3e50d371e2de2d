import { Button, Card, HStack, RadioCard, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { type TCriarEmpresa, ZCriarEmpresa } from '@irradia/shared/empresas/empresas.schema';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { showSubmitError } from '../../../lib/form-errors.ts';
import { usePageTitle } from '../../../lib/page-title.tsx';
import { toaster } from '../../../lib/toaster.ts';
import { useRegistrarEmpresa } from '../api.ts';
import { CAMPOS_EMPRESA, EmpresaFormFields } from '../components/empresa-form-fields.tsx';

const tipos = [
  {
    value: 'integrador',
    label: 'Integrador',
    descricao: 'Vende e instala sistemas solares e monitora usinas',
  },
  { value: 'distribuidor', label: 'Distribuidor', descricao: 'Oferece um catálogo de produtos' },
  { value: 'prestador', label: 'Prestador de serviços', descricao: 'Presta serviços a outras empresas' },
] as const;

export default function RegistrarEmpresaPage() {
  usePageTitle('Registrar empresa', 'Cadastre sua empresa para trabalhar em equipe');
  const navigate = useNavigate();
  const registrar = useRegistrarEmpresa();
  const form = useForm<TCriarEmpresa>({
    resolver: zodResolver(ZCriarEmpresa) as never,
    defaultValues: { tipo: 'integrador', nome: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await registrar.mutateAsync(values);
      toaster.create({ type: 'success', title: 'Empresa registrada' });
      navigate('/');
    } catch (error) {
      showSubmitError(error, form.setError, ['tipo', ...CAMPOS_EMPRESA]);
    }
  });

  return (
    <Card.Root maxW="4xl">
      <Card.Body>
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="6">
            <Controller
              control={form.control}
              name="tipo"
              render={({ field }) => (
                <RadioCard.Root
                  value={field.value}
                  onValueChange={(d) => field.onChange(d.value)}
                  colorPalette="orange"
                  name={field.name}
                >
                  <RadioCard.Label>Tipo da empresa</RadioCard.Label>
                  <Stack direction={{ base: 'column', md: 'row' }} gap="3" align="stretch">
                    {tipos.map((t) => (
                      <RadioCard.Item key={t.value} value={t.value} flex="1">
                        <RadioCard.ItemHiddenInput />
                        <RadioCard.ItemControl>
                          <RadioCard.ItemContent>
                            <RadioCard.ItemText>{t.label}</RadioCard.ItemText>
                            <RadioCard.ItemDescription>{t.descricao}</RadioCard.ItemDescription>
                          </RadioCard.ItemContent>
                          <RadioCard.ItemIndicator />
                        </RadioCard.ItemControl>
                      </RadioCard.Item>
                    ))}
                  </Stack>
                  {errors.tipo && (
                    <Text color="fg.error" fontSize="sm">
                      {errors.tipo.message}
                    </Text>
                  )}
                </RadioCard.Root>
              )}
            />
            {/* The form's values extend the company fields; react-hook-form's types are invariant. */}
            <EmpresaFormFields
              register={form.register as never}
              control={form.control as never}
              errors={errors}
            />
            <HStack justify="flex-end" gap="3">
              <Button variant="outline" onClick={() => navigate(-1)}>
                Voltar
              </Button>
              <Button type="submit" colorPalette="orange" loading={isSubmitting} loadingText="Registrando…">
                Registrar empresa
              </Button>
            </HStack>
          </Stack>
        </form>
      </Card.Body>
    </Card.Root>
  );
}
