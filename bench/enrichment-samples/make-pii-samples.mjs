// Writes pii.jsonl: labelled texts for the PII enricher's quality bench.
// Sentences and values are written by hand; this script only combines them
// (seeded, so the file is reproducible) and records the expected entities.
// Run: node bench/enrichment-samples/make-pii-samples.mjs
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

let seed = 20261127;
const random = () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};
const pick = (list) => list[Math.floor(random() * list.length)];

const values = {
  person: [
    'Maria Gonzalez',
    'John Smith',
    'Wei Zhang',
    'Priya Patel',
    'Ahmed Hassan',
    'Olga Ivanova',
    'Kenji Tanaka',
    'Fatima Al-Sayed',
    'Lucas Martin',
    'Emma Johnson',
    'Chloe Dubois',
    'Sven Larsson',
    'Aisha Bello',
    'Carlos Mendes',
    'Hannah Schmidt',
    'David Cohen',
    'Giulia Rossi',
    'Nguyen Van An',
    "Sarah O'Connor",
    'Michael Brown',
    'Anna Kowalska',
    'James Wilson',
    'Sofia Petrova',
    'Liam Murphy',
    'Yuki Sato',
    'Mohammed Khan',
    'Isabel Fernandez',
    'Thomas Müller',
    'Grace Hopper',
    'Ada Lovelace',
    'Robert Taylor',
    'Elena Popescu',
    'Daniel Kim',
    'Laura Bianchi',
    'Pedro Alvarez',
    'Nina Jensen',
  ],
  location: [
    'Madrid',
    'Berlin',
    'Toronto',
    'Lagos',
    'Mumbai',
    'São Paulo',
    'Tokyo',
    'Nairobi',
    'Chicago',
    'London',
    'Paris',
    'Sydney',
    'Cairo',
    'Lyon',
    'Seattle',
    'Boston',
    'Dublin',
    'Warsaw',
    'Oslo',
    'Mexico City',
    'Buenos Aires',
    'Singapore',
    'Istanbul',
    'Manchester',
    'Texas',
    'California',
    'France',
    'Germany',
    'Japan',
    'Brazil',
    'Canada',
    'India',
    'Nigeria',
    'Spain',
    'Italy',
    'Australia',
  ],
  email: [
    'maria.g@example.com',
    'john.smith@mail.example.org',
    'wei_zhang88@example.cn',
    'ppatel@example.in',
    'support+ticket42@shop.example.com',
    'o.ivanova@example.ru',
    'k-tanaka@example.co.jp',
    'lucas.martin@example.fr',
    'billing@acme.example',
    'dev.team@startup.example.io',
    'hannah.schmidt@example.de',
    'noreply@service.example.net',
    'a.bello@example.ng',
    'x@example.com',
  ],
  phone: [
    '+1 415 555 0132',
    '(212) 555-0147',
    '415-555-0199',
    '+44 20 7946 0958',
    '020 7946 0321',
    '+33 1 42 68 53 00',
    '01 42 68 53 01',
    '+49 30 12345678',
    '+34 612 345 678',
    '+81 3-1234-5678',
    '03-1234-5678',
    '+91 98765 43210',
    '+234 803 123 4567',
    '+55 11 91234-5678',
    '+61 2 9876 5432',
    '+7 912 345-67-89',
    '+86 138 0013 8000',
    '+353 1 555 0100',
    '+1-800-555-0199',
    '+39 06 1234 5678',
  ],
  cc: [
    '4242 4242 4242 4242',
    '4111 1111 1111 1111',
    '5555 5555 5555 4444',
    '5105-1051-0510-5100',
    '3782 822463 10005',
    '6011 1111 1111 1117',
    '4012888888881881',
    '3530 1113 3330 0000',
    '2223 0031 2200 3222',
    '4000 0566 5566 5556',
  ],
  // Street addresses count as locations.
  street: ['12 Main Street', '221B Baker Street', '1600 Pennsylvania Avenue', '5 Rue de Rivoli'],
  ip: [
    '192.168.1.20',
    '10.0.0.1',
    '172.16.254.3',
    '8.8.8.8',
    '203.0.113.45',
    '198.51.100.7',
    '2001:db8::8a2e:370:7334',
    'fe80::1ff:fe23:4567:890a',
    '2001:0db8:85a3:0000:0000:8a2e:0370:7334',
    '2606:4700:4700::1111',
  ],
};

// Each template's slots are filled from the lists above; {x} means a value of kind x.
const templates = [
  "Hi, I'm {person} and I live in {location}.",
  'My name is {person}, please call me back on {phone}.',
  'Send the invoice to {email} and copy {person}.',
  'The customer {person} from {location} reported the issue.',
  'Can you update my card to {cc}? Thanks.',
  'Our server at {ip} keeps timing out.',
  'Contact: {person}, {email}, {phone}',
  'I moved from {location} to {location} last year.',
  'Login attempts from {ip} were blocked.',
  'Please charge {cc} for the annual plan.',
  'Reach me at {email} or {phone}.',
  'Dear {person}, your order has shipped to {location}.',
  'Forward this to {person} ({email}).',
  '{person} called from {phone} about the refund.',
  'The request came from {ip}, user {email}.',
  'Ship to {person}, {street}, {location}.',
  'Is {location} covered by next-day delivery?',
  'Write a cover letter for {person} applying to a job in {location}.',
  'my email is {email} and my phone is {phone}',
  'Card number {cc}, expiry 09/28.',
  'Translate this for {person}: the meeting in {location} is moved.',
  'Whitelist {ip} and {ip} in the firewall.',
  'Hello, this is {person}. My number changed to {phone}.',
  'Summarise the call between {person} and {person}.',
  'Flights from {location} to {location} next Tuesday?',
];

const cleanTexts = [
  'What is the capital of the country with the largest population?',
  'Summarise this article about renewable energy in three bullet points.',
  'Write a haiku about autumn leaves.',
  'Order 1234567890 was delayed; please check the status.',
  'The meeting is on 2024-03-15 at 10:30.',
  'Version 2.14.3 fixes the memory leak.',
  'Our revenue grew 12.5% to 3,450,000 dollars in Q3.',
  'Card 4242 4242 4242 4241 was declined because the number is wrong.',
  'Use std::vector<int> instead of a raw array.',
  'The invoice total is 1,299.99 EUR including VAT.',
  'Explain how a B-tree index works.',
  'Reset my password, please.',
  'How do I convert 72 degrees Fahrenheit to Celsius?',
  'Tracking number 1Z999AA10123456784 shows no movement.',
  'The build failed at step 3 of 7 with exit code 137.',
  'pi is approximately 3.14159265358979',
  'Refactor this function to use async/await.',
  'List five healthy breakfast ideas.',
  'The SKU 4006381333931 is out of stock.',
  'Give me a SQL query that counts orders per day.',
  'What does HTTP status 429 mean?',
  'Time stamps like 12:30:45 should be parsed as local time.',
  'My account number is ACC-99812, can you check it?',
  'The ratio was 16:9 on the old screen.',
  'Please classify this review: the product broke after two days.',
  'Generate 10 product names for a coffee brand.',
  'Why is the sky blue?',
  'Compare Python and Go for a web backend.',
  'The temperature dropped to -5 overnight.',
  'Rewrite this paragraph in a friendlier tone.',
  'Calculate 15 percent of 2,480.',
  'Draft a polite reminder about the unpaid invoice.',
  'Is 1.2.3.4.5 a valid version string?',
  'Batch 20240115-0042 passed quality control.',
  'Thank you, that solved it!',
  'The model returned an empty response again.',
  'Can you recommend a good book on statistics?',
  'What is the difference between TCP and UDP?',
  'I need a recipe without nuts or dairy.',
  'Set the timeout to 30000 milliseconds.',
  'The price is 19.99 per month, billed yearly.',
  'Explain the Pythagorean theorem to a child.',
  'Please review my pull request when you have time.',
  'Our support hours are 9 to 5, Monday to Friday.',
  'The ISBN is 978-0-306-40615-7.',
  'Estimate the cost of 250,000 tokens at 0.5 per million.',
  'The stock went from 142.35 to 151.20 today.',
  'What are the side effects of caffeine?',
  'How many bytes are in 4 GiB?',
  'Write unit tests for the parser module.',
];

// Texts in other scripts and with tricky spans, labelled by hand.
const fixed = [
  {
    text: 'Привет! Пишите на ivan.petrov@example.ru или звоните +7 912 345-67-89.',
    entities: [
      ['email', 'ivan.petrov@example.ru'],
      ['phone', '+7 912 345-67-89'],
    ],
  },
  {
    text: '我的邮箱是 wang.wei@example.cn，电话 +86 138 0013 8000。',
    entities: [
      ['email', 'wang.wei@example.cn'],
      ['phone', '+86 138 0013 8000'],
    ],
  },
  {
    text: "Je m'appelle Pierre Dupont et j'habite à Marseille.",
    entities: [
      ['person', 'Pierre Dupont'],
      ['location', 'Marseille'],
    ],
  },
  {
    text: 'Dr. Sarah Connor moved to Toronto.',
    entities: [
      ['person', 'Sarah Connor'],
      ['location', 'Toronto'],
    ],
  },
  {
    text: 'Mail maria.gonzalez@example.com, Maria.',
    entities: [
      ['email', 'maria.gonzalez@example.com'],
      ['person', 'Maria'],
    ],
  },
  { text: 'Server logs: 10.1.2.3 - - "GET /health" 200', entities: [['ip', '10.1.2.3']] },
  {
    text: 'こんにちは、田中です。メールは tanaka@example.jp です。',
    entities: [['email', 'tanaka@example.jp']],
  },
  {
    text: 'مرحبا، بريدي الإلكتروني هو omar@example.com',
    entities: [['email', 'omar@example.com']],
  },
  {
    text: 'i am john smith and i live in london',
    entities: [
      ['person', 'john smith'],
      ['location', 'london'],
    ],
  },
  {
    text: 'Paris Hilton stayed in Paris.',
    entities: [
      ['person', 'Paris Hilton'],
      ['location', 'Paris'],
    ],
  },
  {
    text: 'Call me on +44 7700 900123 or at home, 01632 960983.',
    entities: [
      ['phone', '+44 7700 900123'],
      ['phone', '01632 960983'],
    ],
  },
  {
    text: 'Visa 4111-1111-1111-1111 and Mastercard 5500 0000 0000 0004.',
    entities: [
      ['cc', '4111-1111-1111-1111'],
      ['cc', '5500 0000 0000 0004'],
    ],
  },
  {
    text: 'IPv6 loopback is ::1 and the gateway is 2001:db8:0:1::1.',
    entities: [
      ['ip', '::1'],
      ['ip', '2001:db8:0:1::1'],
    ],
  },
  {
    text: 'Angela Merkel spoke in Brussels yesterday.',
    entities: [
      ['person', 'Angela Merkel'],
      ['location', 'Brussels'],
    ],
  },
  {
    text: 'Ask Jordan whether Apple will open a store in Georgia.',
    entities: [
      ['person', 'Jordan'],
      ['location', 'Georgia'],
    ],
  },
  // Harder: rarer names and places, names that are words, lower case without cues.
  {
    text: 'Oluwaseun Adeyemi will join the call from Ibadan.',
    entities: [
      ['person', 'Oluwaseun Adeyemi'],
      ['location', 'Ibadan'],
    ],
  },
  {
    text: 'Siobhán Ní Bhriain is our contact in Galway.',
    entities: [
      ['person', 'Siobhán Ní Bhriain'],
      ['location', 'Galway'],
    ],
  },
  {
    text: 'Please send the contract to Thandiwe Nkosi in Durban.',
    entities: [
      ['person', 'Thandiwe Nkosi'],
      ['location', 'Durban'],
    ],
  },
  {
    text: 'thanks bartholomew, see you in tromsø',
    entities: [
      ['person', 'bartholomew'],
      ['location', 'tromsø'],
    ],
  },
  {
    text: 'Will Rose and Hope Stone attend?',
    entities: [
      ['person', 'Will Rose'],
      ['person', 'Hope Stone'],
    ],
  },
  {
    text: 'The package for Zbigniew Brzezinski went to Kraków instead of Gdańsk.',
    entities: [
      ['person', 'Zbigniew Brzezinski'],
      ['location', 'Kraków'],
      ['location', 'Gdańsk'],
    ],
  },
  { text: 'Our office in Ouagadougou is closed today.', entities: [['location', 'Ouagadougou']] },
  {
    text: 'Xiaoming said the Shenzhen factory is late.',
    entities: [
      ['person', 'Xiaoming'],
      ['location', 'Shenzhen'],
    ],
  },
  {
    text: 'Talk to Mrs. Adaeze Okafor about the Abuja branch.',
    entities: [
      ['person', 'Adaeze Okafor'],
      ['location', 'Abuja'],
    ],
  },
  { text: 'ping raj about the deploy', entities: [['person', 'raj']] },
  {
    text: 'Ingrid from Reykjavík asked for the invoice.',
    entities: [
      ['person', 'Ingrid'],
      ['location', 'Reykjavík'],
    ],
  },
  {
    text: 'Marseille and Lille are sold out, try Nantes.',
    entities: [
      ['location', 'Marseille'],
      ['location', 'Lille'],
      ['location', 'Nantes'],
    ],
  },
  {
    text: 'The Amazon rainforest spans Brazil and Peru.',
    entities: [
      ['location', 'Amazon'],
      ['location', 'Brazil'],
      ['location', 'Peru'],
    ],
  },
  {
    text: 'Customer Jean-Baptiste Lefèvre, phone 06 12 34 56 78.',
    entities: [
      ['person', 'Jean-Baptiste Lefèvre'],
      ['phone', '06 12 34 56 78'],
    ],
  },
  {
    text: 'Reach Kofi Mensah at kofi.mensah@example.com.gh or +233 24 123 4567.',
    entities: [
      ['person', 'Kofi Mensah'],
      ['email', 'kofi.mensah@example.com.gh'],
      ['phone', '+233 24 123 4567'],
    ],
  },
  {
    text: 'Card 5425 2334 3010 9903 belongs to Mateus Costa.',
    entities: [
      ['cc', '5425 2334 3010 9903'],
      ['person', 'Mateus Costa'],
    ],
  },
  { text: 'Call 0800 123 4567 for support.', entities: [['phone', '0800 123 4567']] },
  {
    text: 'Mobile: 0412 345 678 (Australia).',
    entities: [
      ['phone', '0412 345 678'],
      ['location', 'Australia'],
    ],
  },
  {
    text: 'Tel. +82 2-312-3456, Seoul office.',
    entities: [
      ['phone', '+82 2-312-3456'],
      ['location', 'Seoul'],
    ],
  },
  {
    text: 'My IP changed to 100.64.12.7 after the VPN reconnected.',
    entities: [['ip', '100.64.12.7']],
  },
  {
    text: 'Rate limited: 2a03:2880:f12f:83:face:b00c:0:25de hit us 900 times.',
    entities: [['ip', '2a03:2880:f12f:83:face:b00c:0:25de']],
  },
  { text: 'The Washington Post covered the launch.', entities: [] },
  { text: 'Jordan shoes and Chelsea boots are on sale.', entities: [] },
  { text: 'We use Apple Pay and Google Maps in the app.', entities: [] },
  { text: 'Set the Content-Type header to application/json.', entities: [] },
];

const samples = [];
for (let index = 0; samples.length < 160; index += 1) {
  const template = templates[index % templates.length];
  const entities = [];
  const text = template.replace(/\{(\w+)\}/g, (_, kind) => {
    const value = pick(values[kind]);
    entities.push({ kind: kind === 'street' ? 'location' : kind, text: value });
    return value;
  });
  samples.push({ text, entities });
}
for (const text of cleanTexts) samples.push({ text, entities: [] });
for (const { text, entities } of fixed)
  samples.push({ text, entities: entities.map(([kind, value]) => ({ kind, text: value })) });

const here = dirname(fileURLToPath(import.meta.url));
writeFileSync(
  join(here, 'pii.jsonl'),
  `${samples.map((sample) => JSON.stringify(sample)).join('\n')}\n`,
);
console.info(`wrote ${samples.length} samples`);
