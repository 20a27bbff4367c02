import type { SeedCourseLanguage } from './types';

export const TL: SeedCourseLanguage = {
  'Foster Care 101: Your Resource Family Journey': {
    title: 'Foster Care 101: Ang Inyong Paglalakbay bilang Resource Family',
    description:
      'Ano ang ibig sabihin ng Resource Family Approval, ang walong hakbang na inyong dadaanan, at ang mga taong tutulong sa inyo sa bawat yugto.',
    learningObjectives: [
      'Maipaliwanag ang layunin ng foster care at ng muling pagsasama ng bata sa kanyang pamilya',
      'Mapangalanan ang walong hakbang ng Resource Family Approval',
      'Malaman kung ano ang maaasahan ninyo sa inyong caseworker',
      'Makapaghanda ng mga tanong para sa mga pagbisita sa inyong tahanan',
    ],
    lessons: [
      {
        title: 'Ano ang Ibig Sabihin ng Resource Family Approval',
        heading: 'Iisang pag-apruba para sa lahat ng uri ng placement',
        paragraphs: [
          'Sa California, iisang proseso ang ginagamit para aprubahan ang mga foster, adoptive at kamag-anak na tagapag-alaga. Tinatawag itong Resource Family Approval (RFA).',
          'Kapag naaprubahan na, maaaring mag-alaga ang inyong pamilya ng mga bata nang pansamantala, bilang legal guardian, o tungo sa pag-aampon.',
        ],
        points: [
          'Pagsusuri sa kapaligiran ng inyong tahanan',
          'Psychosocial assessment ng inyong pamilya',
          'Training bago ang pag-apruba',
          'Background check para sa bawat adulto',
        ],
      },
      {
        title: 'Sulyap sa Walong Hakbang',
        heading: 'Mula Mangarap hanggang Magpasya',
        paragraphs: [
          'Bawat hakbang ay may sariling mga dokumento at gagawin. Makikita sa inyong dashboard kung nasaan na kayo at kung ano ang susunod na kailangang gawin.',
        ],
        points: [
          'Mangarap at Tumuklas: aplikasyon, mga reference at kahandaan',
          'Tiyakin at Magdokumento: fingerprint at mga papeles',
          'Maglarawan at Magpaunlad: mga kagustuhan at training',
          'Magpakita at Magpasya: pagsusuri sa tahanan at huling pag-apruba',
        ],
      },
      {
        title: 'Pakikipagtulungan sa Inyong Caseworker',
        heading: 'Magkatuwang kayo',
        paragraphs: [
          'Gagabayan ng inyong caseworker ang inyong pamilya sa proseso ng pag-apruba, at pagkatapos ay susuportahan niya kayo sa bawat placement. Mas madali ang bawat hakbang kapag tapat at maaga ang inyong pakikipag-usap.',
        ],
        points: [
          'Ipaalam agad ang anumang pagbabago sa inyong sambahayan',
          'Maglista ng mga tanong para sa bawat pagbisita',
          'Humingi ng tulong bago ang takdang petsa, hindi pagkalipas nito',
        ],
      },
      {
        title: 'Pagsusuri ng Kaalaman: Mga Batayan ng Foster Care',
        paragraphs: ['Sagutin ang tatlong tanong para masuri ang inyong pag-unawa sa kursong ito.'],
        quiz: [
          {
            question: 'Ano ang pangunahing layunin ng foster care?',
            options: [
              'Permanenteng paghihiwalay sa biyolohikal na pamilya',
              'Isang ligtas at pansamantalang tahanan habang nagtutulungan ang team para sa permanenteng tahanan ng bata',
              'Pag-aampon para sa bawat batang nasa pangangalaga',
              'Pagbabantay sa mga biyolohikal na magulang',
            ],
            explanation:
              'Pansamantala lamang ang foster care. Ang muling pagsasama sa biyolohikal na pamilya ang unang layunin basta’t ligtas ito.',
          },
          {
            question: 'Ilan ang hakbang sa proseso ng Resource Family Approval?',
            options: ['Apat', 'Anim', 'Walo', 'Sampu'],
            explanation:
              'Mangarap, Tumuklas, Tiyakin, Magdokumento, Maglarawan, Magpaunlad, Magpakita at Magpasya.',
          },
          {
            question: 'Ano ang nakatutulong para maramdaman ng batang nakaranas ng trauma na ligtas siya?',
            options: [
              'Mahigpit na parusa sa bawat pagkakamali',
              'Inaasahang routine araw-araw at kalmado at pare-parehong pagtugon',
              'Pag-iwas sa anumang usapan tungkol sa damdamin',
              'Pagpapanatiling abala sa bata bawat minuto ng araw',
            ],
            explanation:
              'Kapag inaasahan ang takbo ng araw at kalmado ang mga adulto, nararamdaman ng nervous system ng bata na lumipas na ang panganib.',
          },
        ],
      },
    ],
  },
  'Trauma-Informed Caregiving': {
    title: 'Pag-aalagang Mulat sa Trauma',
    description:
      'Kung paano hinuhubog ng mabibigat na karanasan sa murang edad ang pag-uugali ng bata, at mga simpleng paraan araw-araw para matulungan siyang maramdamang ligtas, konektado at panatag.',
    learningObjectives: [
      'Mailarawan kung paano naaapektuhan ng trauma ang lumalaking utak ng bata',
      'Makilala ang mga karaniwang trigger at reaksyon sa stress',
      'Makabuo ng mga routine na tumutulong sa bata na maramdamang ligtas siya',
      'Tulungan munang kumalma ang bata kasama ninyo (co-regulation) bago lutasin ang problema',
    ],
    lessons: [
      {
        title: 'Paano Naaapektuhan ng Trauma ang Lumalaking Utak',
        heading: 'Utak na nagtatanggol, utak na natututo',
        paragraphs: [
          'Ang mga batang namuhay sa panganib ay natututong laging magbantay. Mabilis mag-on ang kanilang reaksyon sa stress at mas matagal bago ito humupa.',
        ],
        points: [
          'Ang pag-uugali ay isang paraan ng pakikipag-usap',
          'Ang matinding reaksyon ay kadalasang galing sa takot, hindi sa pagsuway',
          'Nauuna ang kaligtasan bago ang pagkatuto',
        ],
      },
      {
        title: 'Pagkilala sa mga Trigger at Reaksyon',
        heading: 'Lumaban, tumakas, manigas',
        paragraphs: [
          'Ang mga tunog, amoy, tono ng boses o oras ng araw ay maaaring magpaalala sa bata ng pinsalang naranasan niya noon. Pansinin kung ano ang paulit-ulit at isulat ito.',
        ],
        points: [
          'Biglaang galit o pagtakbo palayo',
          'Paglayo sa iba o biglang pagtahimik',
          'Hirap sa pagtulog bago ang mga pagbisita o mga pagbabago',
        ],
      },
      {
        title: 'Pagbuo ng Pakiramdam ng Kaligtasan sa Tahanan',
        heading: 'Inaasahan, malumanay, pare-pareho',
        paragraphs: [
          'Ang pakiramdam ng kaligtasan ay ang sariling damdamin ng bata na ligtas siya. Maaaring matagal pa bago ito dumating, kahit ligtas na talaga siya.',
        ],
        points: [
          'Magpaskil ng simpleng routine sa araw-araw na may mga larawan',
          'Magbigay ng paalala bago ang anumang pagbabago',
          'Magbigay ng pagpipilian hangga’t maaari',
        ],
      },
      {
        title: 'Kumalma Muna Bago Mangatwiran',
        heading: 'Nakahahawa ang pagiging kalmado',
        paragraphs: [
          'Hindi makapangatwiran ang batang dinadaig ng kanyang emosyon. Tulungan munang kumalma ang kanyang katawan; saka na pag-usapan ang nangyari.',
        ],
        points: [
          'Hinaan ang inyong boses at bumaba sa antas ng bata',
          'Pangalanan ang damdaming nakikita ninyo',
          'Ayusin ang inyong relasyon pagkatapos ng alitan',
        ],
      },
    ],
  },
  'Supporting Birth Family Connections': {
    title: 'Pagsuporta sa Ugnayan sa Biyolohikal na Pamilya',
    description:
      'Kung bakit mas mabuti ang kalagayan ng mga bata kapag naiingatan ang kanilang mga ugnayan, at kung paano makatutulong ang mga resource parent.',
    learningObjectives: [
      'Maipaliwanag kung paano nakatutulong ang ugnayan sa kapakanan ng bata',
      'Maihanda ang bata para sa oras kasama ang kanyang pamilya',
      'Makipag-usap nang may paggalang sa mga biyolohikal na magulang',
    ],
    lessons: [
      {
        title: 'Kung Bakit Mahalaga ang Ugnayan',
        heading: 'Katapatan at pagkakakilanlan',
        paragraphs: [
          'Mahal ng mga bata ang kanilang pamilya, kahit hindi sila makatira kasama nila. Kapag sinuportahan ninyo ang pagmamahal na iyon, nababawasan ang alitan at ang pagdadalamhati.',
        ],
        points: [
          'Magsalita nang mabuti tungkol sa mga biyolohikal na magulang',
          'Itabi ang mga larawan at mga bagay na may alaala',
          'Pangalagaan ang ugnayan ng magkakapatid',
        ],
      },
      {
        title: 'Pagpaplano ng Matagumpay na Pagbisita ng Pamilya',
        heading: 'Bago, habang at pagkatapos',
        paragraphs: [
          'Nagdudulot ng matinding damdamin ang mga pagbisita. Kasinghalaga ng mismong pagbisita ang pagpaplano para sa mga oras bago at pagkatapos nito.',
        ],
        points: [
          'Pag-usapan ang pagbisita bago pa ito mangyari',
          'Magdala ng pamilyar na bagay na nagbibigay ng ginhawa sa bata',
          'Magplano ng tahimik na gabi pagkatapos',
        ],
      },
      {
        title: 'Sama-samang Pagmamagulang Tungo sa Muling Pagsasama',
        heading: 'Iisang layunin',
        paragraphs: [
          'Kapag ligtas, maaaring gabayan ng mga resource parent ang mga biyolohikal na magulang at ibahagi sa kanila ang maliliit na detalye ng buhay ng bata.',
        ],
        points: [
          'Magbahagi ng lingguhang sulat tungkol sa paaralan at kalusugan',
          'Imbitahan ang mga biyolohikal na magulang sa mga appointment kapag naaangkop',
          'Sabay na ipagdiwang ang mga pag-unlad',
        ],
      },
    ],
  },
  'Kinship Care Essentials': {
    title: 'Mga Pangunahing Kaalaman sa Pag-aalaga ng Kamag-anak',
    description:
      'Para sa mga lolo at lola, tiya at tiyo, at mga kaibigan ng pamilya na umaako sa pag-aalaga ng batang kilala na nila.',
    learningObjectives: [
      'Maunawaan ang proseso ng pag-apruba para sa mga kamag-anak',
      'Mapamahalaan ang nagbabagong papel ng bawat isa sa pamilya',
      'Makahanap ng suportang pinansyal at suporta mula sa komunidad',
    ],
    lessons: [
      {
        title: 'Kapag Umako ang Isang Kamag-anak',
        heading: 'Isang pamilyar na mukha',
        paragraphs: [
          'Kadalasang ang mga kamag-anak ang unang pinipili para sa placement dahil napananatili nilang konektado ang bata sa kanyang pamilya, kultura at komunidad.',
        ],
        points: [
          'Pang-emerhensiyang placement sa mga kamag-anak',
          'Pagkumpleto ng pag-apruba pagkatapos ng placement',
          'Ang inyong mga karapatan bilang kamag-anak na tagapag-alaga',
        ],
      },
      {
        title: 'Pagharap sa Dinamika ng Pamilya',
        heading: 'Bagong papel, dating mga ugnayan',
        paragraphs: [
          'Kapag kayo na ang nag-aalaga sa anak ng inyong kamag-anak, nagbabago ang pakikitungo ng buong pamilya sa isa’t isa.',
        ],
        points: [
          'Magtakda ng malinaw at mabait na hangganan',
          'Ilayo ang bata sa mga alitan ng mga adulto',
          'Tanungin ang inyong caseworker tungkol sa mga pulong ng pamilya',
        ],
      },
      {
        title: 'Mga Benepisyo at Suporta para sa mga Kamag-anak na Tagapag-alaga',
        heading: 'Hindi kayo nag-iisa',
        paragraphs: [
          'Ang mga naaprubahang kamag-anak na tagapag-alaga ay maaaring makatanggap ng parehong pondo at mga serbisyo gaya ng alinmang resource family.',
        ],
        points: [
          'Buwanang tulong-pinansyal para sa foster care',
          'Health coverage para sa bata',
          'Mga support group para sa mga kamag-anak na tagapag-alaga',
        ],
      },
    ],
  },
};
