import { BadgeCheck } from 'lucide-react';
import { PlaceholderScreen } from '../../../components/placeholder-screen.tsx';

export default function CargosPage() {
  return (
    <PlaceholderScreen
      title="Cargos"
      subtitle="Cargos e permissões"
      description="Os cargos da empresa e as permissões de cada um aparecerão aqui."
      icon={<BadgeCheck />}
    />
  );
}
