import { Building } from 'lucide-react';
import { PlaceholderScreen } from '../../../components/placeholder-screen.tsx';

export default function RegistrarEmpresaPage() {
  return (
    <PlaceholderScreen
      title="Registrar empresa"
      subtitle="Cadastre sua empresa para trabalhar em equipe"
      description="O cadastro da sua empresa aparecerá aqui."
      icon={<Building />}
    />
  );
}
