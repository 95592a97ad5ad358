import { Headphones, Heart, Mic, Radio, Trophy, Tv } from '../../../ui/icons.tsx';
import '../about.css';

// Six feature tiles on the about section.
const FEATURES = [
  { icon: Radio, title: 'Le direct, 24h/24', text: 'Un flux en continu, sans playlist automatique : des voix, des artistes, du live.' },
  { icon: Mic, title: 'Des émissions originales', text: 'Talk, musique, mix : une grille pensée pour chaque moment de la journée.' },
  { icon: Headphones, title: 'Des DJ résidents', text: 'Chaque semaine, de nouveaux mixes à écouter et réécouter.' },
  { icon: Trophy, title: 'Un concours de talents', text: 'Les artistes de demain se présentent, vous votez pour vos favoris.' },
  { icon: Heart, title: 'Vos dédicaces', text: "Un message pour quelqu'un qui compte : on le passe à l'antenne." },
  { icon: Tv, title: 'La radio se regarde', text: 'Nos studios et nos concerts en vidéo, en direct.' },
];

export function AboutFeatures() {
  return (
    <ul className="feature-tiles">
      {FEATURES.map(({ icon: Icon, title, text }) => (
        <li key={title} className="feature-tile">
          <Icon size={26} className="feature-tile__icon" aria-hidden="true" />
          <h3 className="feature-tile__title">{title}</h3>
          <p className="muted">{text}</p>
        </li>
      ))}
    </ul>
  );
}
