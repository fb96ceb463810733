/**
 * Blog categories and articles (browsing spec §3 Blog). Each article is
 * written in all three languages and shares its slug across the sites, so the
 * locale switcher lands on the same article.
 */
import 'server-only';
import type { Localized } from '@/server/db/schema';
import { l } from '../text';

export interface BlogCategoryData {
  slug: string;
  title: Localized;
  subTitle: Localized;
}

export const BLOG_CATEGORIES: readonly BlogCategoryData[] = [
  { slug: 'rejsetips', title: l('Rejsetips', 'Reisetips', 'Resetips'), subTitle: l('Gode råd før, under og efter turen', 'Gode råd før, under og etter turen', 'Goda råd före, under och efter resan') },
  { slug: 'stadionguides', title: l('Stadionguides', 'Stadionguider', 'Arenaguider'), subTitle: l('Alt om de store stadions', 'Alt om de store stadionene', 'Allt om de stora arenorna') },
  { slug: 'byguides', title: l('Byguides', 'Byguider', 'Stadsguider'), subTitle: l('Oplev byen omkring kampen', 'Opplev byen rundt kampen', 'Upplev staden runt matchen') },
  { slug: 'premium', title: l('Premium og VIP', 'Premium og VIP', 'Premium och VIP'), subTitle: l('Når kampdagen skal være noget særligt', 'Når kampdagen skal være noe spesielt', 'När matchdagen ska vara något extra') },
  { slug: 'nyheder', title: l('Nyheder', 'Nyheter', 'Nyheter'), subTitle: l('Nyt fra Fantur og fodboldens verden', 'Nytt fra Fantur og fotballverdenen', 'Nytt från Fantur och fotbollsvärlden') },
];

export interface BlogArticleData {
  slug: string;
  category: string;
  /** Featured in the home page's blog section (browsing spec §2 Home). */
  section: 'home' | null;
  /** How many days before `today` it was published. */
  daysAgo: number;
  title: Localized;
  subTitle: Localized;
  body: Localized;
}

export const BLOG_ARTICLES: readonly BlogArticleData[] = [
  {
    slug: 'guide-til-anfield',
    category: 'stadionguides',
    section: 'home',
    daysAgo: 6,
    title: l('Guide til Anfield', 'Guide til Anfield', 'Guide till Anfield'),
    subTitle: l('Sådan får du mest ud af en kampdag hos Liverpool', 'Slik får du mest ut av en kampdag hos Liverpool', 'Så får du ut mest av en matchdag hos Liverpool'),
    body: l(
      '<p>Anfield ligger et par kilometer nord for Liverpools centrum. Tag bus 917 eller en taxa fra byen, og kom i god tid – stemningen omkring The Kop begynder længe før kampstart.</p><p>Før kampen samles fansene på pubberne langs Walton Breck Road. Når "You\'ll Never Walk Alone" synges før kickoff, forstår du, hvorfor stadion er et af de mest ikoniske i verden.</p><p>Har du tid dagen efter, kan vi varmt anbefale stadionturen og klubbens museum.</p>',
      '<p>Anfield ligger et par kilometer nord for sentrum av Liverpool. Ta buss 917 eller en taxi fra byen, og kom i god tid – stemningen rundt The Kop starter lenge før avspark.</p><p>Før kampen samles supporterne på pubene langs Walton Breck Road. Når «You\'ll Never Walk Alone» synges før avspark, forstår du hvorfor stadionet er et av de mest ikoniske i verden.</p><p>Har du tid dagen etter, anbefaler vi stadionturen og klubbens museum.</p>',
      '<p>Anfield ligger ett par kilometer norr om Liverpools centrum. Ta buss 917 eller en taxi från stan och kom i god tid – stämningen runt The Kop börjar långt före avspark.</p><p>Före matchen samlas supportrarna på pubarna längs Walton Breck Road. När ”You\'ll Never Walk Alone” sjungs före avspark förstår du varför arenan är en av de mest ikoniska i världen.</p><p>Har du tid dagen efter rekommenderar vi arenavisningen och klubbens museum.</p>',
    ),
  },
  {
    slug: 'pakkeliste-til-fodboldrejsen',
    category: 'rejsetips',
    section: 'home',
    daysAgo: 13,
    title: l('Pakkeliste til fodboldrejsen', 'Pakkeliste til fotballreisen', 'Packlista för fotbollsresan'),
    subTitle: l('Det skal du huske – og det skal blive hjemme', 'Dette må du huske – og dette bør bli hjemme', 'Det här ska du komma ihåg – och det här lämnar du hemma'),
    body: l(
      '<p>Pas, telefon med billetterne og en oplader er det vigtigste. Tag gerne en lille powerbank med, da mobilbilletter kræver strøm hele vejen ind på stadion.</p><p>Pak efter vejret: vintermånederne i England og Tyskland kan være kolde og våde, mens en aftenkamp i Spanien i maj kan være overraskende varm.</p><p>Lad store tasker, paraplyer og powerbanks over en vis størrelse blive på hotellet – mange stadions afviser dem ved indgangen.</p>',
      '<p>Pass, telefon med billettene og en lader er det viktigste. Ta gjerne med en liten powerbank, siden mobilbilletter krever strøm helt inn på stadion.</p><p>Pakk etter været: vintermånedene i England og Tyskland kan være kalde og våte, mens en kveldskamp i Spania i mai kan være overraskende varm.</p><p>La store vesker, paraplyer og store powerbanker bli igjen på hotellet – mange stadioner avviser dem ved inngangen.</p>',
      '<p>Pass, telefon med biljetterna och en laddare är det viktigaste. Ta gärna med en liten powerbank, eftersom mobilbiljetter kräver ström hela vägen in på arenan.</p><p>Packa efter vädret: vintermånaderna i England och Tyskland kan vara kalla och blöta, medan en kvällsmatch i Spanien i maj kan vara överraskande varm.</p><p>Lämna stora väskor, paraplyer och stora powerbanks på hotellet – många arenor nekar dem vid entrén.</p>',
    ),
  },
  {
    slug: 'signal-iduna-park-den-gule-mur',
    category: 'stadionguides',
    section: 'home',
    daysAgo: 20,
    title: l('Signal Iduna Park og Den Gule Mur', 'Signal Iduna Park og Den gule muren', 'Signal Iduna Park och Den gula väggen'),
    subTitle: l('Europas største ståtribune', 'Europas største ståtribune', 'Europas största ståplatsläktare'),
    body: l(
      '<p>Sydtribunen i Dortmund rummer omkring 25.000 tilskuere og kaldes Den Gule Mur. Når hele tribunen hopper og synger, mærker man det i hele kroppen.</p><p>Stadion ligger tæt på Westfalenhallen, og fra centrum tager det cirka 15 minutter med U-Bahn. Billetten gælder ofte også som transportbillet på kampdagen.</p><p>Vil du se kampen fra en siddeplads med udsyn til muren, er langsiden det bedste valg.</p>',
      '<p>Sørtribunen i Dortmund har plass til rundt 25 000 tilskuere og kalles Den gule muren. Når hele tribunen hopper og synger, kjenner du det i hele kroppen.</p><p>Stadionet ligger nær Westfalenhallen, og fra sentrum tar det rundt 15 minutter med U-Bahn. Billetten gjelder ofte også som transportbillett på kampdagen.</p><p>Vil du se kampen fra en sitteplass med utsikt mot muren, er langsiden det beste valget.</p>',
      '<p>Södra läktaren i Dortmund rymmer omkring 25 000 åskådare och kallas Den gula väggen. När hela läktaren hoppar och sjunger känns det i hela kroppen.</p><p>Arenan ligger nära Westfalenhallen, och från centrum tar det cirka 15 minuter med U-Bahn. Biljetten gäller ofta också som färdbiljett på matchdagen.</p><p>Vill du se matchen från en sittplats med utsikt mot väggen är långsidan det bästa valet.</p>',
    ),
  },
  {
    slug: 'parken-paa-kampdag',
    category: 'stadionguides',
    section: null,
    daysAgo: 29,
    title: l('Parken på kampdag', 'Parken på kampdag', 'Parken på matchdag'),
    subTitle: l('Nationalstadion midt på Østerbro', 'Nasjonalstadion midt på Østerbro', 'Nationalarenan mitt på Østerbro'),
    body: l(
      '<p>Parken er hjemmebane for FC København og landsholdet. Stadion ligger på Østerbro, og du kan gå fra Trianglen eller tage metroen til Østerport.</p><p>Før kampen er der liv på caféerne langs Østerbrogade. Husk, at Parken har tag, så aftenkampe om vinteren er både lune og larmende.</p>',
      '<p>Parken er hjemmebanen til FC København og det danske landslaget. Stadionet ligger på Østerbro, og du kan gå fra Trianglen eller ta metroen til Østerport.</p><p>Før kampen er det liv på kafeene langs Østerbrogade. Parken har tak, så kveldskamper om vinteren er både lune og høylytte.</p>',
      '<p>Parken är hemmaplan för FC København och det danska landslaget. Arenan ligger på Østerbro, och du kan gå från Trianglen eller ta metron till Østerport.</p><p>Före matchen är det liv på kaféerna längs Østerbrogade. Parken har tak, så kvällsmatcher på vintern är både varma och högljudda.</p>',
    ),
  },
  {
    slug: 'san-siro-guide',
    category: 'stadionguides',
    section: null,
    daysAgo: 41,
    title: l('San Siro: to klubber, ét stadion', 'San Siro: to klubber, ett stadion', 'San Siro: två klubbar, en arena'),
    subTitle: l('Sådan oplever du Milano-derbyet', 'Slik opplever du Milano-derbyet', 'Så upplever du Milanoderbyt'),
    body: l(
      '<p>Inter og AC Milan deler Stadio Giuseppe Meazza, som alle kalder San Siro. Tag metrolinje M5 til stationen San Siro Stadio – det tager cirka 20 minutter fra centrum.</p><p>Ved derbyet dækker begge kurver tribunerne med enorme koreografier. Kom mindst en time før kampstart for at se dem blive rullet ud.</p>',
      '<p>Inter og AC Milan deler Stadio Giuseppe Meazza, som alle kaller San Siro. Ta metrolinje M5 til stasjonen San Siro Stadio – det tar rundt 20 minutter fra sentrum.</p><p>Under derbyet dekker begge kurvene tribunene med enorme koreografier. Kom minst en time før avspark for å se dem bli rullet ut.</p>',
      '<p>Inter och AC Milan delar Stadio Giuseppe Meazza, som alla kallar San Siro. Ta tunnelbanelinje M5 till stationen San Siro Stadio – det tar cirka 20 minuter från centrum.</p><p>Under derbyt täcker båda kurvorna läktarna med enorma koreografier. Kom minst en timme före avspark för att se dem rullas ut.</p>',
    ),
  },
  {
    slug: 'boxing-day-fodbold-i-julen',
    category: 'nyheder',
    section: null,
    daysAgo: 55,
    title: l('Boxing Day: fodbold i julen', 'Boxing Day: fotball i julen', 'Boxing Day: fotboll i julen'),
    subTitle: l('Derfor er juleferien den bedste tid til England', 'Derfor er juleferien den beste tiden for England', 'Därför är jullovet den bästa tiden för England'),
    body: l(
      '<p>Mens de fleste ligaer holder vinterpause, spiller de engelske klubber tæt i juledagene. Den 26. december er der fuld runde, og stemningen er helt i top.</p><p>Kombinér en kamp på Boxing Day med en kamp et par dage senere, så får du to oplevelser på én rejse. Se vores dobbeltpakker til juleperioden.</p>',
      '<p>Mens de fleste ligaer tar vinterpause, spiller de engelske klubbene tett i romjulen. Den 26. desember er det full runde, og stemningen er på topp.</p><p>Kombiner en kamp på Boxing Day med en kamp et par dager senere, så får du to opplevelser på én reise. Se dobbelpakkene våre for juleperioden.</p>',
      '<p>Medan de flesta ligor tar vinteruppehåll spelar de engelska klubbarna tätt under mellandagarna. Den 26 december är det full omgång, och stämningen är på topp.</p><p>Kombinera en match på Boxing Day med en match ett par dagar senare, så får du två upplevelser på en resa. Se våra dubbelpaket för julperioden.</p>',
    ),
  },
  {
    slug: 'saadan-leveres-billetterne',
    category: 'rejsetips',
    section: null,
    daysAgo: 68,
    title: l('Sådan leveres dine billetter', 'Slik leveres billettene dine', 'Så levereras dina biljetter'),
    subTitle: l('E-billet, mobilbillet eller udlevering på hotellet', 'E-billett, mobilbillett eller utlevering på hotellet', 'E-biljett, mobilbiljett eller utlämning på hotellet'),
    body: l(
      '<p>Klubberne bestemmer selv, hvordan billetterne udstedes. Mange engelske klubber bruger mobilbilletter i deres egen app, mens tyske og italienske klubber oftere sender e-billetter som PDF.</p><p>Til de største kampe udleverer vores lokale repræsentant billetterne på hotellet dagen før. Du får altid besked om leveringsmåden i god tid før afrejse.</p>',
      '<p>Klubbene bestemmer selv hvordan billettene utstedes. Mange engelske klubber bruker mobilbilletter i sin egen app, mens tyske og italienske klubber oftere sender e-billetter som PDF.</p><p>Til de største kampene leverer vår lokale representant billettene på hotellet dagen før. Du får alltid beskjed om leveringsmåten i god tid før avreise.</p>',
      '<p>Klubbarna bestämmer själva hur biljetterna utfärdas. Många engelska klubbar använder mobilbiljetter i sin egen app, medan tyska och italienska klubbar oftare skickar e-biljetter som pdf.</p><p>Till de största matcherna lämnar vår lokala representant ut biljetterna på hotellet dagen före. Du får alltid besked om leveranssättet i god tid före avresan.</p>',
    ),
  },
  {
    slug: 'premium-billetter-er-de-pengene-vaerd',
    category: 'premium',
    section: null,
    daysAgo: 82,
    title: l('Premium-billetter: er de pengene værd?', 'Premium-billetter: er de verdt pengene?', 'Premiumbiljetter: är de värda pengarna?'),
    subTitle: l('Lounge, buffet og de bedste pladser', 'Lounge, buffet og de beste plassene', 'Lounge, buffé och de bästa platserna'),
    body: l(
      '<p>Med en premium-billet får du adgang til stadions lounge før kampen og i pausen. Maden og drikkevarerne er inkluderet, og pladserne er som regel midt på langsiden.</p><p>Premium er oplagt til en fødselsdag, et firmaarrangement eller den kamp, du har drømt om i årevis. Du kan opgradere direkte på pakken, når premium er tilgængeligt.</p>',
      '<p>Med en premium-billett får du tilgang til stadionets lounge før kampen og i pausen. Mat og drikke er inkludert, og plassene er som regel midt på langsiden.</p><p>Premium passer perfekt til en bursdag, et firmaarrangement eller kampen du har drømt om i årevis. Du kan oppgradere direkte på pakken når premium er tilgjengelig.</p>',
      '<p>Med en premiumbiljett får du tillgång till arenans lounge före matchen och i paus. Mat och dryck ingår, och platserna är oftast mitt på långsidan.</p><p>Premium passar perfekt till en födelsedag, ett företagsevent eller matchen du har drömt om i åratal. Du kan uppgradera direkt på paketet när premium finns.</p>',
    ),
  },
  {
    slug: '48-timer-i-london',
    category: 'byguides',
    section: null,
    daysAgo: 97,
    title: l('48 timer i London', '48 timer i London', '48 timmar i London'),
    subTitle: l('Fodbold, pubber og seværdigheder på én weekend', 'Fotball, puber og severdigheter på én helg', 'Fotboll, pubar och sevärdheter på en helg'),
    body: l(
      '<p>London har flere Premier League-klubber end nogen anden by. Med lidt planlægning kan du se to kampe på én weekend – fredag aften og søndag eftermiddag.</p><p>Brug lørdag formiddag på Borough Market og en gåtur langs Themsen. Om aftenen er Soho og Covent Garden fulde af liv, og Oyster-kortet eller et kontaktløst betalingskort bringer dig rundt i hele byen.</p>',
      '<p>London har flere Premier League-klubber enn noen annen by. Med litt planlegging kan du se to kamper på én helg – fredag kveld og søndag ettermiddag.</p><p>Bruk lørdag formiddag på Borough Market og en tur langs Themsen. Om kvelden er Soho og Covent Garden fulle av liv, og Oyster-kortet eller et kontaktløst bankkort tar deg rundt i hele byen.</p>',
      '<p>London har fler Premier League-klubbar än någon annan stad. Med lite planering kan du se två matcher på en helg – fredag kväll och söndag eftermiddag.</p><p>Ägna lördagsförmiddagen åt Borough Market och en promenad längs Themsen. På kvällen sjuder Soho och Covent Garden av liv, och Oyster-kortet eller ett kontaktlöst betalkort tar dig runt i hela staden.</p>',
    ),
  },
  {
    slug: 'hamborg-med-bus',
    category: 'byguides',
    section: null,
    daysAgo: 113,
    title: l('Hamborg med bus', 'Hamburg med buss', 'Hamburg med buss'),
    subTitle: l('Fodboldweekend uden fly', 'Fotballhelg uten fly', 'Fotbollshelg utan flyg'),
    body: l(
      '<p>Hamborg er en af de nemmeste fodboldbyer at nå fra Danmark. Bussen kører fra København og Aarhus direkte til ZOB ved Hauptbahnhof, og du er fremme på omkring fem timer.</p><p>Vælg mellem Hamburger SV i Volksparkstadion og FC St. Pauli på Millerntor midt i Sankt Pauli. Efter kampen venter Reeperbahn og havnefronten.</p>',
      '<p>Hamburg er en av de enkleste fotballbyene å nå fra Skandinavia. Bussen går fra København og Aarhus direkte til ZOB ved Hauptbahnhof, og du er fremme på rundt fem timer.</p><p>Velg mellom Hamburger SV på Volksparkstadion og FC St. Pauli på Millerntor midt i Sankt Pauli. Etter kampen venter Reeperbahn og havnefronten.</p>',
      '<p>Hamburg är en av de enklaste fotbollsstäderna att nå från Skandinavien. Bussen går från Köpenhamn och Aarhus direkt till ZOB vid Hauptbahnhof, och du är framme på ungefär fem timmar.</p><p>Välj mellan Hamburger SV på Volksparkstadion och FC St. Pauli på Millerntor mitt i Sankt Pauli. Efter matchen väntar Reeperbahn och hamnen.</p>',
    ),
  },
  {
    slug: 'camp-nou-efter-renoveringen',
    category: 'stadionguides',
    section: null,
    daysAgo: 131,
    title: l('Camp Nou efter renoveringen', 'Camp Nou etter renoveringen', 'Camp Nou efter renoveringen'),
    subTitle: l('Barcelona er tilbage på sit hjemmebane', 'Barcelona er tilbake på hjemmebanen', 'Barcelona är tillbaka på sin hemmaplan'),
    body: l(
      '<p>Efter flere år på Montjuïc spiller FC Barcelona igen på Spotify Camp Nou. Stadion bliver gradvist udvidet, og når det står færdigt, bliver det Europas største.</p><p>Tag metroen til Les Corts eller Collblanc, og kom i god tid – sikkerhedskontrollen kan tage tid ved de store kampe.</p>',
      '<p>Etter flere år på Montjuïc spiller FC Barcelona igjen på Spotify Camp Nou. Stadionet utvides gradvis, og når det står ferdig, blir det Europas største.</p><p>Ta metroen til Les Corts eller Collblanc, og kom i god tid – sikkerhetskontrollen kan ta tid på de store kampene.</p>',
      '<p>Efter flera år på Montjuïc spelar FC Barcelona åter på Spotify Camp Nou. Arenan byggs ut i etapper och blir Europas största när den står klar.</p><p>Ta tunnelbanan till Les Corts eller Collblanc och kom i god tid – säkerhetskontrollen kan ta tid vid de stora matcherna.</p>',
    ),
  },
  {
    slug: 'fantur-aabner-i-norge-og-sverige',
    category: 'nyheder',
    section: null,
    daysAgo: 162,
    title: l('Fantur åbner i Norge og Sverige', 'Fantur åpner i Norge', 'Fantur öppnar i Sverige'),
    subTitle: l('Nu kan hele Skandinavien rejse med os', 'Nå kan du bestille fotballreiser i norske kroner', 'Nu kan du boka fotbollsresor i svenska kronor'),
    body: l(
      '<p>Vi har åbnet vores norske og svenske sider, så fans i hele Skandinavien kan booke fodboldrejser på deres eget sprog og i deres egen valuta.</p><p>Flyene kan afgå fra lufthavne over hele Norden – fra Tromsø i nord til København i syd.</p>',
      '<p>Nå kan norske supportere bestille fotballreiser på norsk og betale i norske kroner.</p><p>Flyene kan gå fra Oslo, Bergen, Stavanger, Trondheim, Tromsø, Bodø, Ålesund, Kristiansand og Haugesund.</p>',
      '<p>Nu kan svenska supportrar boka fotbollsresor på svenska och betala i svenska kronor.</p><p>Flygen kan gå från Stockholm, Göteborg, Malmö, Luleå, Umeå, Skellefteå, Kiruna och Visby – eller från Köpenhamn.</p>',
    ),
  },
];
