import { Sun } from 'lucide-react';
import { PlaceholderScreen } from '../../../components/placeholder-screen.tsx';

export default function UsinaPage() {
  return (
    <PlaceholderScreen
      title="Usina"
      subtitle="Geração, inversores e desempenho"
      description="Os indicadores, gráficos de geração e inversores desta usina aparecerão aqui."
      icon={<Sun />}
    />
  );
}
