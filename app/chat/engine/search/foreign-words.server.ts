/**
 * A word-for-word reading of questions written in German, Spanish or French, for the chat's
 * search. The site is in English and its written questions too, so a question in another
 * language shares almost none of their words; put into rough English ("wie lange dauert ein
 * Projekt" becomes "how long takes a project") it meets them. Only a message that is plainly in
 * one of these languages is read this way, because many of their short words ("die", "was",
 * "come", "son") are English words too. Words not listed are kept: many are the same in
 * English ("Newsletter", "Google", "consultation", "solutions").
 */

/** Foreign words (lower case, accents dropped) and their English, empty for filler. */
// prettier-ignore
const ENTRIES: Record<string, string> = {
  // German: question and function words.
  ich: "i", du: "you", wir: "we", ihr: "you", euch: "you", dich: "you", dir: "you",
  euer: "your", eure: "your", euren: "your", eurer: "your", eurem: "your", ihre: "your",
  ihren: "your", ihrer: "your", mein: "my", meine: "my", meinen: "my", meiner: "my",
  unser: "our", unsere: "our", unseren: "our", der: "", die: "", das: "", den: "", dem: "",
  des: "", ein: "a", eine: "a", einen: "a", einem: "a", einer: "a", und: "and", oder: "or",
  aber: "but", nicht: "not", kein: "no", keine: "no", ist: "is", sind: "are", seid: "are",
  bin: "am", hat: "has", habt: "have", haben: "have", habe: "have", kann: "can", kannst: "can",
  konnt: "can", konnen: "can", soll: "should", sollte: "should", muss: "must", mussen: "must",
  wird: "will", werden: "will", wie: "how", was: "what", wer: "who", wo: "where",
  wann: "when", warum: "why", wieso: "why", welche: "which", welcher: "which",
  welches: "which", welchen: "which", auch: "also", noch: "still", schon: "already",
  mit: "with", fur: "for", von: "from", zu: "to", bei: "at", auf: "on", uber: "about",
  nach: "after", vor: "before", ohne: "without", man: "one", mir: "me", mich: "me",
  uns: "us", bitte: "please", eigentlich: "", ungefahr: "about", etwa: "about", gibt: "is",
  viel: "much", viele: "many", jede: "every", jeden: "every", jeder: "every", alle: "all",
  // German: what the site is about.
  firma: "company", unternehmen: "company", gegrundet: "founded", grundung: "founded",
  jahr: "year", stadt: "city", sitz: "headquarters", sitzt: "based", adresse: "address",
  buro: "office", preis: "price", preise: "prices", kosten: "cost", kostet: "cost",
  teuer: "expensive", gunstig: "cheap", dauert: "takes long", lange: "long", wochen: "weeks",
  tage: "days", monate: "months", projekt: "project", losung: "solution",
  losungen: "solutions", kunden: "customers", kunde: "customer", anfragen: "requests",
  nachts: "at night", nacht: "night", wochenende: "weekend", wochenenden: "weekends",
  telefon: "phone", anruf: "call", antworten: "answer", beantworten: "answer",
  tonfall: "tone", ton: "tone", passt: "adapt", anpassen: "adapt", programmierer: "developers",
  entwickler: "developers", programmieren: "code", daten: "data", loschen: "delete",
  herunterladen: "download", kopie: "copy", verkaufen: "sell", verkauft: "sell",
  dritte: "third parties", dritten: "third parties", datenschutz: "privacy", konto: "account",
  passwort: "password", kennwort: "password", vergessen: "forgot", anmelden: "sign in",
  einloggen: "sign in", registrieren: "sign up", abbestellen: "unsubscribe",
  abmelden: "unsubscribe", erreichen: "contact", kontaktieren: "contact",
  offnungszeiten: "opening hours", erreichbar: "available", beratung: "consultation",
  termin: "consultation", kostenlos: "free", gratis: "free", hochschule: "university",
  hochschulen: "universities", universitat: "university", universitaten: "universities",
  krankenhaus: "hospital", klinik: "clinic", handel: "retail", logistik: "logistics",
  ergebnisse: "results", fallstudien: "case studies", beispiele: "examples",
  sicherheit: "security", sicher: "secure", mensch: "human", mitarbeiter: "team",
  sprechen: "talk", echten: "real", echte: "real", echter: "real", zusammengearbeitet: "worked with", ki: "ai", agenten: "agents",
  sprachen: "languages", schnell: "fast", integrieren: "integrate", anbinden: "connect",
  verbinden: "connect", systeme: "systems", schnittstelle: "api", genauigkeit: "accuracy",
  // Spanish: question and function words.
  que: "what", cual: "which", cuales: "which", como: "how", cuando: "when", donde: "where",
  quien: "who", quienes: "who", cuanto: "how much", cuanta: "how much", cuantos: "how many",
  cuantas: "how many", el: "", la: "", los: "", las: "", un: "a", una: "a", de: "of",
  del: "of", en: "in", y: "and", o: "or", es: "is", son: "are", esta: "is", estan: "are",
  hay: "is there", puedo: "can i", puede: "can", pueden: "can", podemos: "can we",
  hacen: "do", hace: "does", falta: "need", necesito: "need", necesitan: "need",
  necesitamos: "need", mi: "my", mis: "my", su: "your", sus: "your", ustedes: "you",
  usted: "you", con: "with", sin: "without", para: "for", por: "for", sobre: "about",
  tienen: "have", tiene: "has", suele: "usually", al: "to", lo: "it", se: "",
  // Spanish: what the site is about.
  ano: "year", nacio: "founded", fundada: "founded", fundaron: "founded", fundo: "founded",
  compania: "company", empresa: "company", empresas: "businesses", ciudad: "city",
  oficina: "office", direccion: "address", horario: "hours", atencion: "support",
  cliente: "customer", clientes: "customers", soporte: "support", correo: "email",
  electronico: "", telefono: "phone", llamar: "call", contactar: "contact",
  precio: "price", cuesta: "cost", costo: "cost", caro: "expensive", proyecto: "project",
  dura: "takes long", durar: "take long", semanas: "weeks", meses: "months",
  programadores: "developers", desarrolladores: "developers", codigo: "code",
  plataforma: "platform", soluciones: "solutions", ofrecen: "offer", ofrece: "offer",
  agentes: "agents", noche: "night", descargar: "download", copia: "copy", datos: "data",
  personales: "personal", borrar: "delete", eliminar: "delete", vender: "sell",
  venden: "sell", terceros: "third parties", privacidad: "privacy", cuenta: "account",
  contrasena: "password", olvide: "forgot", olvidado: "forgot", iniciar: "sign in",
  sesion: "", registrarme: "sign up", boletin: "newsletter", suscribirme: "subscribe",
  baja: "unsubscribe", consulta: "consultation", cita: "consultation",
  asesoria: "consultation", gratuita: "free", gratuito: "free", universidad: "university",
  universidades: "universities", banco: "bank", tienda: "shop", resultados: "results",
  casos: "case studies", seguridad: "security", humano: "human", persona: "person",
  hablar: "talk", verdad: "real", real: "real", idioma: "language", integrar: "integrate", conectar: "connect",
  sistemas: "systems", rapido: "fast",
  // French: question and function words.
  quel: "which", quelle: "which", quels: "which", quelles: "which", comment: "how",
  quand: "when", qui: "who", combien: "how much", pourquoi: "why", le: "", les: "",
  une: "a", et: "and", est: "is", sont: "are", vous: "you", votre: "your",
  vos: "your", je: "i", mon: "my", ma: "my", mes: "my", nous: "we", notre: "our",
  nos: "our", peut: "can", peux: "can", peuvent: "can", pouvez: "can", puis: "can",
  faut: "need", avec: "with", sans: "without", pour: "for", sur: "on", par: "by",
  dans: "in", au: "to", aux: "to", il: "it", ils: "they", elle: "it", ce: "this",
  cette: "this", ces: "these", ne: "", pas: "not", qu: "what", aussi: "also",
  // French: what the site is about.
  entreprise: "company", entreprises: "businesses", societe: "company", fondee: "founded",
  fonde: "founded", creee: "founded", annee: "year", ville: "city", bureau: "office",
  horaires: "hours", ouvert: "open", prix: "price", tarif: "price",
  tarifs: "prices", coute: "cost", cher: "expensive", projet: "project", duree: "how long",
  semaines: "weeks", mois: "months", proposez: "offer", offrez: "offer", ia: "ai",
  repondre: "answer", courriel: "email", telephone: "phone", nuit: "night",
  developpeurs: "developers", programmeurs: "developers", donnees: "data",
  supprimer: "delete", effacer: "delete", telecharger: "download", copie: "copy",
  vendre: "sell", vendez: "sell", tiers: "third parties", confidentialite: "privacy",
  compte: "account", mot: "", passe: "password", oublie: "forgot", connecte: "sign in",
  connecter: "sign in", connexion: "sign in", inscrire: "sign up", abonner: "subscribe",
  desabonner: "unsubscribe", desinscrire: "unsubscribe", rendez: "consultation",
  gratuit: "free", gratuite: "free", universite: "university", hopital: "hospital",
  banque: "bank", boutique: "shop", resultats: "results", securite: "security",
  humain: "human", parler: "talk", vrai: "real", vraie: "real", joindre: "contact", contacter: "contact",
};

const GLOSSARY = new Map(Object.entries(ENTRIES));

/**
 * Short words of these languages that are not English words: two of them (or one beside an
 * inverted question mark or a letter English does not use) show the message is not English.
 */
const MARKERS = new Set(
  (
    "ich ihr euch eure euer ist sind seid und oder nicht kein keine wie wer wo wann warum " +
    "welche welcher welches kann konnen habt haben habe fur uber auch mein meine unser eine " +
    "einen bitte gibt dauert que cual como cuando donde quien cuanto los las el una del es " +
    "son hay puedo pueden ustedes usted su sus para por tienen hacen en la vous votre vos " +
    "sont quel quelle quels combien pourquoi les une des du je nous pour avec sans " +
    "dans peut pouvez qui ce cette pas ne"
  ).split(" "),
);

const WORD = /\p{L}+/gu;
const FOREIGN_SIGN = /[¿¡äöüßñçéèêàâîôûáíóú]/i;

const plain = (word: string) =>
  word
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/ß/g, "ss");

/**
 * Whether a message is written in German, Spanish or French rather than English: two of their
 * words that English lacks, one beside a sign of those languages, or mostly listed words.
 */
export function isForeign(text: string): boolean {
  const words = [...text.matchAll(WORD)].map(([word]) => plain(word));
  const markers = new Set(words.filter((word) => MARKERS.has(word))).size;
  const listed = words.filter((word) => GLOSSARY.has(word)).length;
  return (
    markers >= 2 ||
    (markers === 1 && FOREIGN_SIGN.test(text)) ||
    (listed >= 3 && listed * 2 >= words.length)
  );
}

/** The message in rough English when it is plainly in German, Spanish or French; else as is. */
export function readForeignWords(text: string): string {
  if (!isForeign(text)) return text;
  return text.replace(WORD, (word) => GLOSSARY.get(plain(word)) ?? word).replace(/[¿¡]/g, "");
}
