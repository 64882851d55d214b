import type { Locale } from '@/i18n/routing'

/**
 * The privacy policy and terms of use (docs/PRODUCT.md, Privacy policy page):
 * the 16 numbered sections in their fixed order, in English (the binding text) and
 * Arabic (a translation; the page says the English text prevails).
 *
 * Kept here rather than in the message files: the layout hands every message
 * namespace to the client provider, so several thousand words of legal text
 * there would travel with every page of the site. This module is imported by
 * the privacy page alone, on the server.
 *
 * Each string is an ICU message. Company facts are never written into the
 * text; they come from the site-settings global through these placeholders:
 * {company} {cr} {kuwaitAddress} {abuDhabiAddress} {email} {phone}.
 * A clause whose placeholder has no value (settings unreadable) is left out
 * rather than printed with a hole in it. Rich tags:
 * <email>{email}</email>, <phone>{phone}</phone> (mailto/tel links, kept LTR),
 * <contact>…</contact> (the contact page), <code>…</code> (a cookie or storage
 * name), <osm>…</osm> (the OpenStreetMap Foundation's privacy policy) and
 * <ref1>…</ref1> … <ref16>…</ref16> (a cross-reference to a section).
 *
 * A block is a numbered clause (a string) or a list belonging to the clause
 * before it. Section anchors are `section-1` … `section-16` in both languages.
 */

export type PolicyBlock = string | { readonly list: readonly string[] }

export type PolicySection = { readonly title: string; readonly blocks: readonly PolicyBlock[] }

/** The date the text below last changed (shown as "Last updated", a long date: docs/PRODUCT.md, Languages, numbers and dates). */
export const PRIVACY_POLICY_UPDATED = '2026-11-23'

export const OSM_PRIVACY_URL = 'https://osmfoundation.org/wiki/Privacy_Policy'

export const PLACEHOLDERS = [
  'company',
  'cr',
  'kuwaitAddress',
  'abuDhabiAddress',
  'email',
  'phone',
] as const

export type PolicyPlaceholder = (typeof PLACEHOLDERS)[number]

export const sectionAnchor = (index: number) => `section-${index + 1}`

const en: readonly PolicySection[] = [
  {
    title: 'Agreement',
    blocks: [
      'This privacy policy and these terms of use (together, this “Policy”) govern your access to and use of the website operated by {company} (“we”, “us” and “our”) in English and Arabic (the “Website”), and explain how we collect, use, keep and protect the personal information you give us through it.',
      'By accessing or using the Website, or by sending us an enquiry through the contact form, you confirm that you have read and understood this Policy and that you agree to be bound by it. If you do not agree with any part of this Policy, you must not use the Website.',
      'This Policy applies to the Website only. The software, systems and services we deliver to our clients are governed by the written agreement concluded with each client, and each of our products linked from the Website is governed by its own terms and privacy notice.',
      'The Website is intended for businesses and their representatives and is not directed at children. You must be at least eighteen (18) years of age to send us an enquiry. We do not knowingly collect personal information from anyone under that age; if you believe that a child has sent us personal information, please tell us using the details in <ref16>section 16</ref16> and we will delete it.',
      'Where you use the Website on behalf of a company or other organisation, you confirm that you are authorised to accept this Policy on its behalf, and “you” includes that organisation.',
    ],
  },
  {
    title: 'Law and jurisdiction',
    blocks: [
      'This Policy, and any dispute or claim (including any non-contractual dispute or claim) arising out of or in connection with it, its subject matter or your use of the Website, shall be governed by and construed in accordance with the laws of the State of Kuwait.',
      'The courts of the State of Kuwait shall have exclusive jurisdiction to settle any such dispute or claim, and you irrevocably submit to the jurisdiction of those courts.',
      'We handle personal information in accordance with the laws of the State of Kuwait that apply to it, including Law No. 20 of 2014 concerning Electronic Transactions. Where information is handled by our office in Abu Dhabi, we also observe the data protection laws of the United Arab Emirates that apply to that handling, without prejudice to clauses 2.1 and 2.2.',
      'Nothing in this Policy deprives you of any right you have under a mandatory provision of law that cannot be excluded or limited by agreement.',
      'This Policy is drawn up in English. Any translation of it, including the Arabic text published on the Website, is provided for convenience only. In the event of any difference or conflict between the English text and a translation, the English text shall prevail.',
    ],
  },
  {
    title: 'The company',
    blocks: [
      'The Website is owned and operated by {company}, a company registered in the State of Kuwait. Our commercial registration number, our office addresses and our contact details are set out in <ref16>section 16</ref16>.',
      'We design and build software and provide information technology services to businesses, including websites and web applications, mobile applications, e-commerce applications, an enterprise resource planning (ERP) suite, a property management platform and a food and beverage platform.',
      'For the purposes of this Policy, {company} decides why and how the personal information collected through the Website is used, and is responsible for it.',
      'We have offices in the State of Kuwait and in Abu Dhabi, United Arab Emirates. An enquiry may be handled by authorised staff of either office, depending on its subject and on where you are located.',
    ],
  },
  {
    title: 'Licence to use',
    blocks: [
      'Unless otherwise stated, we or our licensors own the intellectual property rights in the Website and in the material on it, including its text, graphics, logos, product names, screenshots, software and the selection and arrangement of its content. Subject to the licence below, all these rights are reserved.',
      'We grant you a limited, non-exclusive, non-transferable and revocable licence to view the Website, to download or print pages of it for your own internal business reference, and to share links to its pages, in each case subject to the other provisions of this Policy.',
      'Except as expressly permitted by this Policy, you must not:',
      {
        list: [
          'republish material from the Website, including on another website;',
          'sell, rent or sub-license material from the Website;',
          'reproduce, duplicate, copy or otherwise exploit material from the Website for a commercial purpose;',
          'edit or otherwise modify any material on the Website;',
          'remove or obscure any copyright, trade mark or other proprietary notice; or',
          'use our name, logos or product names without our prior written permission.',
        ],
      },
      'To display the Website in the language you choose, your browser stores a small amount of information on your device. The Website uses no advertising, analytics or tracking cookies. It uses only:',
      {
        list: [
          'the <code>NEXT_LOCALE</code> cookie, which records your choice of English or Arabic so that the Website opens in that language on your next visit. It is set when you use the language switch or open a link that carries a language choice, contains only the code “en” or “ar”, is sent only to the Website and expires one year after it was last set; and',
          'the <code>i18nextLng</code> entry in your browser’s local storage, which holds the same language code for the same purpose. It stays on your device until you clear it and is never sent to us.',
        ],
      },
      'These items are strictly necessary to provide the language you have asked for, do not identify you and are not shared with anyone. You may delete them at any time through your browser settings; the Website will then be shown in the language of the address you open.',
    ],
  },
  {
    title: 'Acceptable use',
    blocks: [
      'You must not use the Website in any way that causes, or may cause, damage to the Website or impairment of its availability or accessibility, or in any way that is unlawful, illegal, fraudulent or harmful, or in connection with any unlawful, illegal, fraudulent or harmful purpose or activity.',
      'In particular, you must not:',
      {
        list: [
          'use the Website to copy, store, host, transmit, send, use, publish or distribute any material that consists of, or is linked to, any spyware, computer virus, Trojan horse, worm, keystroke logger, rootkit or other malicious software;',
          'carry out any systematic or automated data collection activity, including scraping, data mining, data extraction and data harvesting, on or in relation to the Website without our express written consent;',
          'send enquiries automatically, in bulk or under a false identity;',
          'attempt to gain unauthorised access to the Website, its servers, its administration area or any data held by us, or probe, scan or test the vulnerability of the Website or breach any security or authentication measure; or',
          'use the Website to transmit or send unsolicited commercial communications, or for any marketing purpose without our express written consent.',
        ],
      },
      'To protect the Website from abuse, we may limit the number of enquiries that can be sent from one network address within a period of time. For that purpose our servers hold the network (IP) address from which an enquiry is sent in memory for a short period, currently ten minutes, after which it is discarded. Like any website, our servers also process the technical information your browser sends with each request, such as your IP address, browser type and the page requested, to the extent necessary to deliver and secure the Website. We do not use this information to identify or profile you.',
    ],
  },
  {
    title: 'Clients',
    blocks: [
      'Prospective clients may send us an enquiry through the contact form on the Website. When you submit the form, we collect:',
      {
        list: [
          'your name;',
          'your e-mail address;',
          'your mobile number, together with its country code;',
          'the name of your company;',
          'the size of your company (its number of employees), if you choose to give it;',
          'the subject of your enquiry;',
          'your message, if you write one; and',
          'the date and time at which the enquiry was submitted.',
        ],
      },
      'We use this information only to answer your enquiry and to discuss with you the services you asked about, to prepare a proposal or quotation at your request, to keep a record of our correspondence with you, and to comply with our legal obligations. We do not use it for automated decision-making or profiling, and we will not send you marketing communications unless you have agreed to receive them.',
      'As stated next to the contact form, by submitting the form you consent to the use of your information as described in this Policy. You may withdraw your consent at any time as described in <ref8>section 8</ref8>; withdrawal does not affect the lawfulness of any use made before it.',
      'Enquiries are stored in our content management system, which can be accessed only by authorised members of our staff who sign in with individual accounts and who need the information to answer your enquiry, such as our sales, project and management staff in Kuwait and Abu Dhabi. A copy of each enquiry is forwarded to our own e-mail inbox and internal enquiry-handling tools so that it reaches the right team. Our staff are bound by duties of confidentiality.',
      'We do not sell, rent or trade your personal information, and we do not disclose it to third parties for their own marketing. We disclose it only:',
      {
        list: [
          'to service providers that host or operate our systems on our behalf, such as hosting and e-mail providers, who may use it only on our instructions and are bound by obligations of confidentiality and security;',
          'where we are required to do so by law, by an order of a court or by a competent authority of the State of Kuwait or of the United Arab Emirates;',
          'where necessary to establish, exercise or defend our legal rights, or to protect the rights, property or safety of others; or',
          'to a buyer or successor of all or part of our business, who will be bound by this Policy in respect of the information transferred.',
        ],
      },
      'We keep an enquiry for as long as we need it to deal with your enquiry and with any discussions that follow, and in any event for no longer than twenty-four (24) months after our last correspondence with you, unless you become our client or the law requires us to keep it for longer. We then delete it or anonymise it so that it can no longer be linked to you.',
      'Our systems may be hosted on servers located outside the State of Kuwait, and enquiries may be accessed by our staff in the United Arab Emirates. Wherever your information is stored or accessed, we protect it to the standard described in this Policy.',
      'Where you become our client, personal information that we handle in the course of providing our services to you, for example data held in systems we build or operate for you, is governed by our agreement with you, and we handle it only in accordance with that agreement and your instructions.',
    ],
  },
  {
    title: 'User IDs and passwords',
    blocks: [
      'The public Website has no user accounts. You do not need to register or sign in to browse the Website or to send us an enquiry.',
      'Where we issue you, as a client or a member of our staff, with a user ID and password for one of our products, a client portal or the administration area of the Website, you must:',
      {
        list: [
          'give us true, accurate and complete information and keep it up to date;',
          'not impersonate any other person or use a user ID that is not yours;',
          'keep your password confidential and not disclose it to anyone; and',
          'notify us immediately if you become aware of any disclosure of your password or any unauthorised use of your account.',
        ],
      },
      'You are responsible for any activity on the Website or our systems arising out of any failure to keep your password confidential, and you may be held liable for any losses arising out of such a failure.',
      'We take appropriate technical and organisational measures to protect personal information against accidental or unlawful loss, misuse, alteration, disclosure or access. These include:',
      {
        list: [
          'encryption of information in transit between your browser and the Website;',
          'access to enquiries restricted to authorised staff with individual accounts, whose passwords are stored only in a one-way hashed form;',
          'protection of the contact form against automated and abusive submissions;',
          'keeping our software up to date and our data backed up; and',
          'obligations of confidentiality on our staff and on the service providers who act for us.',
        ],
      },
      'No method of transmission over the internet and no method of electronic storage is completely secure, and we cannot guarantee the absolute security of information you send us. Please do not send us passwords, payment card details or other sensitive information through the contact form.',
    ],
  },
  {
    title: 'Account cancellation and suspension',
    blocks: [
      'We may suspend or restrict your access to all or part of the Website, block the network address from which you access it, or suspend or cancel any user ID we have issued to you, at any time and without notice, if you breach this Policy or if we reasonably consider it necessary to protect the Website, our systems or other users.',
      'The suspension or cancellation of a client account for one of our products is governed by the agreement with the client concerned. You must not take any action to circumvent any suspension, restriction or cancellation made under this section.',
      'Subject to the law that applies, you may at any time ask us:',
      {
        list: [
          'to confirm whether we hold personal information about you and to give you a copy of it;',
          'to correct personal information about you that is inaccurate or incomplete;',
          'to cancel your enquiry and delete the personal information it contains;',
          'to stop using your personal information, or to withdraw a consent you have given; and',
          'to stop contacting you.',
        ],
      },
      'To make such a request, write to us using the details in <ref16>section 16</ref16>. We may ask you to verify your identity before we act on it. We will answer within thirty (30) days and will not charge you unless a request is manifestly unfounded or excessive. We may keep information that the law requires us to keep, and we will tell you if that is the case.',
      'If you are not satisfied with our answer, you may also complain to the competent authority in the State of Kuwait.',
    ],
  },
  {
    title: 'Content rules',
    blocks: [
      'In this Policy, “your content” means any text you submit to us through the Website, including the subject and message of an enquiry. You grant us a non-exclusive, royalty-free licence to use, copy and store your content for the purposes described in <ref6>section 6</ref6>.',
      'Your content must be true, accurate and not misleading, and it must not:',
      {
        list: [
          'be illegal or unlawful, or infringe any person’s legal rights, including intellectual property rights and rights of privacy;',
          'be defamatory, offensive or obscene, or contrary to public order or public morals in the State of Kuwait;',
          'contain personal information about another person unless you are entitled to share it with us;',
          'contain passwords, payment card details or other sensitive information; or',
          'contain any virus or other malicious code, or constitute unsolicited commercial communications.',
        ],
      },
      'We may delete, without notice, any content that breaches these rules or that we reasonably suspect to be unlawful.',
      'The information published on the Website, including descriptions of our services and products, statistics, case studies and articles, is provided for general information only. It does not constitute an offer capable of acceptance or professional advice, figures reflect our experience at the time of publication, and we may change any of it at any time without notice.',
    ],
  },
  {
    title: 'Liability',
    blocks: [
      'The Website is provided “as is” and “as available”. To the fullest extent permitted by the laws of the State of Kuwait, we make no representation or warranty of any kind about the Website or the information on it, including as to its completeness or accuracy, or that the Website will be available without interruption or free from errors or viruses.',
      'Nothing in this Policy limits or excludes our liability for fraud or gross error, for death or personal injury caused by our fault, or for any other liability that cannot be limited or excluded under the laws of the State of Kuwait.',
      'Subject to clause 10.2, we shall not be liable to you in respect of:',
      {
        list: [
          'any loss arising out of an event or events beyond our reasonable control;',
          'any loss of profits, revenue, business, contracts, opportunities, goodwill or anticipated savings;',
          'any loss or corruption of any data, database or software;',
          'any special, indirect or consequential loss or damage; or',
          'the content, availability or privacy practices of any website operated by a third party, including websites linked from the Website.',
        ],
      },
      'Because the Website is provided to you free of charge, and subject to clause 10.2, our total liability to you arising out of or in connection with the Website or this Policy, whether in contract, in tort or otherwise, shall not exceed one hundred Kuwaiti dinars (KWD 100).',
      'You accept that we have an interest in limiting the personal liability of our officers and employees and, having regard to that interest, that you will not bring any claim personally against them in respect of any loss you suffer in connection with the Website or this Policy. This clause does not limit the liability of {company} itself for the acts and omissions of its officers and employees.',
    ],
  },
  {
    title: 'Breaches',
    blocks: [
      'Without prejudice to our other rights under this Policy, if you breach this Policy in any way, or if we reasonably suspect that you have done so, we may:',
      {
        list: [
          'send you one or more formal warnings;',
          'temporarily suspend your access to the Website, or prohibit you from accessing it;',
          'block computers using your network address from accessing the Website;',
          'contact your internet service provider and ask it to block your access to the Website;',
          'report the breach to the competent authorities of the State of Kuwait or of the United Arab Emirates; and',
          'bring legal proceedings against you, whether for breach of contract or otherwise.',
        ],
      },
      'You agree to indemnify us against any loss, damage, cost or expense, including reasonable legal fees, that we incur as a result of your breach of this Policy.',
      'If a security incident affects personal information we hold, we will investigate it promptly and take steps to contain it and limit its effects. Where the incident is likely to cause harm to the people whose information is affected, we will inform them without undue delay, and we will notify the competent authorities where the law requires us to do so.',
      'If you discover a security weakness in the Website, please report it to us using the details in <ref16>section 16</ref16>, and do not exploit it or disclose it to others before we have had a reasonable opportunity to correct it.',
    ],
  },
  {
    title: 'Variation',
    blocks: [
      'We may revise this Policy from time to time, for example to reflect changes to the Website, to the way we handle personal information or to the law. A revised Policy applies to your use of the Website from the date on which it is published on the Website, which is shown as the “last updated” date at the top of this page.',
      'Please check this page regularly to ensure that you are familiar with the current version. If a revision materially affects the way we use personal information you have already given us, we will inform you by e-mail at the address you gave us before the revision takes effect, where we still hold that address, and we will ask for your consent where the law requires it.',
      'Your continued use of the Website after a revised Policy has been published constitutes your acceptance of it.',
    ],
  },
  {
    title: 'Severability',
    blocks: [
      'If a provision of this Policy is determined by a court or other competent authority of the State of Kuwait to be unlawful and/or unenforceable, the other provisions will continue in effect.',
      'If any unlawful and/or unenforceable provision would be lawful or enforceable if part of it were deleted, that part will be deemed to be deleted, and the rest of the provision will continue in effect. To the extent possible, any provision that is deleted will be replaced by a lawful and enforceable provision that comes closest to the original intention.',
    ],
  },
  {
    title: 'Third-party rights',
    blocks: [
      'This Policy is for our benefit and yours, and is not intended to benefit or be enforceable by any third party. The exercise of our rights and yours under this Policy is not subject to the consent of any third party.',
      'The map on our <contact>contact page</contact> shows map images (“tiles”) provided by OpenStreetMap, a service of the OpenStreetMap Foundation. When you open the contact page, your browser requests these tiles directly from OpenStreetMap’s servers, which therefore receive your IP address, information about your browser and the address of the page you are viewing. The OpenStreetMap Foundation handles that information under its own <osm>privacy policy</osm>, over which we have no control. The map data is © OpenStreetMap contributors. The address of our Kuwait office is also shown as text on the contact page, so you can find us without using the map.',
      'The Website contains links to other websites, including the websites of our products and our pages on Facebook, Instagram and LinkedIn, which open in a new tab. Those links are plain links: the Website does not load any social media plugin, tracking pixel or advertising code. We are not responsible for the content or privacy practices of other websites, and their own terms and privacy policies apply when you visit them.',
      'Apart from the map tiles described in clause 14.2, the Website loads all its pages, fonts, images and scripts from our own servers and does not use any analytics or advertising service.',
    ],
  },
  {
    title: 'Entire agreement',
    blocks: [
      'This Policy, together with any statement we bring to your attention on the Website (such as the statement next to the contact form), constitutes the entire agreement between you and us in relation to your use of the Website and supersedes all previous agreements, arrangements and understandings in respect of that use.',
      'This Policy does not affect any written agreement between us and a client. In the event of any conflict between this Policy and such an agreement, the agreement shall prevail in respect of the services it covers.',
      'No failure or delay by us in exercising any right under this Policy shall operate as a waiver of that right.',
      'We may transfer, sub-contract or otherwise deal with our rights and obligations under this Policy without notifying you or obtaining your consent. You may not transfer, sub-contract or otherwise deal with your rights or obligations under this Policy.',
    ],
  },
  {
    title: 'Company details',
    blocks: [
      'The Website is owned and operated by {company}.',
      'We are registered in the State of Kuwait under commercial registration number {cr}.',
      'Our office in Kuwait is at {kuwaitAddress}.',
      'Our office in Abu Dhabi is at {abuDhabiAddress}.',
      'You can contact us about this Policy, your personal information or the Website by e-mail at <email>{email}</email>, by telephone on <phone>{phone}</phone>, or through the form on our <contact>contact page</contact>.',
    ],
  },
]

const ar: readonly PolicySection[] = [
  {
    title: 'الاتفاق',
    blocks: [
      'تحكم سياسة الخصوصية وشروط الاستخدام هذه (ويُشار إليهما معًا بـ«هذه السياسة») دخولك إلى الموقع الإلكتروني الذي تديره {company} («نحن» و«لنا» و«الشركة») باللغتين الإنجليزية والعربية (ويُشار إليه بـ«الموقع») واستخدامك له، وتبيّن كيفية جمعنا للمعلومات الشخصية التي تقدمها إلينا من خلاله، واستخدامها، والاحتفاظ بها، وحمايتها.',
      'بدخولك إلى الموقع أو استخدامك له، أو بإرسالك استفسارًا إلينا من خلال نموذج التواصل، فإنك تقرّ بأنك قرأت هذه السياسة وفهمتها، وتوافق على الالتزام بها. وإذا كنت لا توافق على أي جزء منها، فيجب عليك عدم استخدام الموقع.',
      'تسري هذه السياسة على الموقع وحده. أما البرمجيات والأنظمة والخدمات التي نقدمها لعملائنا فيحكمها العقد المكتوب المبرم مع كل عميل، ويخضع كل منتج من منتجاتنا المرتبطة بالموقع لشروطه وإشعار الخصوصية الخاص به.',
      'الموقع موجّه إلى الشركات وممثليها، وليس موجّهًا إلى الأطفال. ويجب ألا يقل عمرك عن ثماني عشرة (18) سنة لترسل إلينا استفسارًا. ولا نجمع عن علمٍ أي معلومات شخصية ممن هم دون هذه السن؛ فإذا كان لديك ما يدعو إلى الاعتقاد بأن طفلًا قد أرسل إلينا معلومات شخصية، فيُرجى إبلاغنا باستخدام البيانات الواردة في <ref16>البند 16</ref16>، وسنتولى حذفها.',
      'إذا كنت تستخدم الموقع نيابةً عن شركة أو جهة أخرى، فإنك تقرّ بأنك مفوَّض بقبول هذه السياسة نيابةً عنها، وتشمل الإشارة إليك في هذه السياسة تلك الجهة.',
    ],
  },
  {
    title: 'القانون الواجب التطبيق والاختصاص القضائي',
    blocks: [
      'تخضع هذه السياسة، وكل نزاع أو مطالبة (بما في ذلك النزاعات والمطالبات غير التعاقدية) تنشأ عنها أو تتصل بها أو بموضوعها أو باستخدامك للموقع، لقوانين دولة الكويت، وتُفسَّر وفقًا لها.',
      'تختص محاكم دولة الكويت دون غيرها بالفصل في أي نزاع أو مطالبة من هذا القبيل، وتقبل أنت بصورة نهائية لا رجوع فيها الخضوع لاختصاص تلك المحاكم.',
      'نتعامل مع المعلومات الشخصية وفقًا لقوانين دولة الكويت السارية عليها، ومنها القانون رقم 20 لسنة 2014 في شأن المعاملات الإلكترونية. وحين يتولى مكتبنا في أبوظبي التعامل مع المعلومات، فإننا نراعي كذلك قوانين حماية البيانات في دولة الإمارات العربية المتحدة السارية على ذلك التعامل، وذلك دون إخلال بالبندين 2.1 و2.2.',
      'ليس في هذه السياسة ما يحرمك من أي حق مقرر لك بموجب نص قانوني آمر لا يجوز الاتفاق على استبعاده أو تقييده.',
      'حُرِّرت هذه السياسة باللغة الإنجليزية، وأي ترجمة لها، بما في ذلك النص العربي المنشور على الموقع، مقدَّمة لتيسير الاطلاع فحسب. وفي حال وجود أي اختلاف أو تعارض بين النص الإنجليزي وأي ترجمة، يسود النص الإنجليزي.',
    ],
  },
  {
    title: 'الشركة',
    blocks: [
      'تملك {company} الموقع وتديره، وهي شركة مسجلة في دولة الكويت. ويرد رقم سجلنا التجاري وعناوين مكاتبنا وبيانات التواصل معنا في <ref16>البند 16</ref16>.',
      'نصمم البرمجيات ونطورها، ونقدم خدمات تقنية المعلومات للشركات، ومنها المواقع وتطبيقات الويب، وتطبيقات الجوال، وتطبيقات التجارة الإلكترونية، ونظام تخطيط موارد المؤسسات (ERP)، ومنصة لإدارة العقارات، ومنصة للمطاعم والأغذية والمشروبات.',
      'لأغراض هذه السياسة، تحدد {company} أغراض استخدام المعلومات الشخصية التي تُجمع من خلال الموقع وكيفية استخدامها، وتكون مسؤولة عنها.',
      'لنا مكتبان في دولة الكويت وفي أبوظبي بدولة الإمارات العربية المتحدة، وقد يتولى الموظفون المخوَّلون في أيٍّ من المكتبين التعامل مع الاستفسار بحسب موضوعه والمكان الذي توجد فيه.',
    ],
  },
  {
    title: 'ترخيص الاستخدام',
    blocks: [
      'ما لم يُنص على خلاف ذلك، نملك نحن أو الجهات المرخِّصة لنا حقوق الملكية الفكرية في الموقع وفي المواد المنشورة عليه، بما في ذلك النصوص والرسومات والشعارات وأسماء المنتجات ولقطات الشاشة والبرمجيات، وطريقة اختيار المحتوى وترتيبه. ومع مراعاة الترخيص الوارد أدناه، فإن جميع هذه الحقوق محفوظة.',
      'نمنحك ترخيصًا محدودًا وغير حصري وغير قابل للتحويل وقابلًا للإلغاء لعرض الموقع، وتنزيل صفحاته أو طباعتها للرجوع إليها لأغراض عملك الداخلية، ومشاركة روابط صفحاته، وذلك كله مع مراعاة الأحكام الأخرى لهذه السياسة.',
      'باستثناء ما تجيزه هذه السياسة صراحةً، لا يجوز لك:',
      {
        list: [
          'إعادة نشر مواد الموقع، بما في ذلك نشرها على موقع آخر؛',
          'بيع مواد الموقع أو تأجيرها أو منح تراخيص من الباطن لاستخدامها؛',
          'نسخ مواد الموقع أو استنساخها أو استغلالها بأي وجه آخر لغرض تجاري؛',
          'تحرير أي مادة من مواد الموقع أو تعديلها بأي شكل آخر؛',
          'إزالة أي إشعار بحقوق النشر أو العلامات التجارية أو غيرها من حقوق الملكية، أو إخفاؤه؛',
          'استخدام اسمنا أو شعاراتنا أو أسماء منتجاتنا دون إذن كتابي مسبق منا.',
        ],
      },
      'لعرض الموقع باللغة التي تختارها، يحفظ متصفحك قدرًا يسيرًا من المعلومات على جهازك. ولا يستخدم الموقع أي ملفات تعريف ارتباط (كوكيز) للإعلانات أو التحليلات أو التتبع، وإنما يستخدم ما يلي فقط:',
      {
        list: [
          'ملف تعريف الارتباط <code>NEXT_LOCALE</code>، الذي يسجّل اختيارك للغة الإنجليزية أو العربية كي يُفتح الموقع بتلك اللغة في زيارتك التالية. ويُنشأ عند استخدامك مفتاح تبديل اللغة أو فتحك رابطًا يتضمن اختيارًا للغة، ولا يحتوي إلا على الرمز «en» أو «ar»، ولا يُرسل إلا إلى الموقع، وتنتهي صلاحيته بعد سنة واحدة من آخر مرة أُنشئ فيها؛',
          'القيمة <code>i18nextLng</code> في التخزين المحلي لمتصفحك، وتحفظ رمز اللغة نفسه للغرض ذاته، وتبقى على جهازك إلى أن تحذفها، ولا تُرسل إلينا مطلقًا.',
        ],
      },
      'هذان العنصران ضروريان حصرًا لتقديم اللغة التي طلبتها، ولا يحددان هويتك، ولا تجري مشاركتهما مع أي جهة. ويمكنك حذفهما في أي وقت من إعدادات متصفحك، وعندئذٍ يُعرض الموقع بلغة العنوان الذي تفتحه.',
    ],
  },
  {
    title: 'الاستخدام المقبول',
    blocks: [
      'لا يجوز لك استخدام الموقع بأي طريقة تُلحق أو قد تُلحق ضررًا بالموقع أو تُخل بإتاحته أو بإمكانية الوصول إليه، أو بأي طريقة غير مشروعة أو مخالفة للقانون أو احتيالية أو ضارة، أو فيما يتصل بأي غرض أو نشاط غير مشروع أو مخالف للقانون أو احتيالي أو ضار.',
      'ولا يجوز لك على وجه الخصوص:',
      {
        list: [
          'استخدام الموقع لنسخ أو تخزين أو استضافة أو نقل أو إرسال أو استخدام أو نشر أو توزيع أي مادة تتضمن أو ترتبط ببرامج تجسس أو فيروسات حاسوبية أو أحصنة طروادة أو ديدان أو برامج تسجيل ضغطات المفاتيح أو أدوات التخفي (rootkits) أو غيرها من البرمجيات الخبيثة؛',
          'القيام بأي نشاط منهجي أو آلي لجمع البيانات من الموقع أو فيما يتعلق به، بما في ذلك الكشط والتنقيب عن البيانات واستخراجها وحصادها، دون موافقة كتابية صريحة منا؛',
          'إرسال الاستفسارات بصورة آلية أو بأعداد كبيرة أو بهوية منتحلة؛',
          'محاولة الوصول غير المصرح به إلى الموقع أو خوادمه أو منطقة إدارته أو أي بيانات نحتفظ بها، أو فحص الموقع أو مسحه أو اختبار مواطن ضعفه، أو اختراق أي إجراء من إجراءات الأمان أو المصادقة؛',
          'استخدام الموقع لنقل أو إرسال رسائل تجارية غير مرغوب فيها، أو لأي غرض تسويقي دون موافقة كتابية صريحة منا.',
        ],
      },
      'لحماية الموقع من إساءة الاستخدام، يجوز لنا تقييد عدد الاستفسارات التي يمكن إرسالها من عنوان شبكة واحد خلال مدة زمنية معينة. ولهذا الغرض تحتفظ خوادمنا في ذاكرتها بعنوان الشبكة (IP) الذي يُرسل منه الاستفسار لمدة قصيرة، هي حاليًا عشر دقائق، ثم يُتخلص منه. وكما هو الحال في أي موقع إلكتروني، تعالج خوادمنا أيضًا المعلومات التقنية التي يرسلها متصفحك مع كل طلب، مثل عنوان IP ونوع المتصفح والصفحة المطلوبة، بالقدر اللازم لتقديم الموقع وتأمينه. ولا نستخدم هذه المعلومات لتحديد هويتك أو لتكوين ملف تعريفي عنك.',
    ],
  },
  {
    title: 'العملاء',
    blocks: [
      'يمكن للعملاء المحتملين إرسال استفسار إلينا من خلال نموذج التواصل على الموقع. وعند إرسالك النموذج، نجمع ما يلي:',
      {
        list: [
          'اسمك؛',
          'عنوان بريدك الإلكتروني؛',
          'رقم جوالك مع رمز الدولة؛',
          'اسم شركتك؛',
          'حجم شركتك (عدد موظفيها)، إن اخترت تقديمه؛',
          'موضوع استفسارك؛',
          'رسالتك، إن كتبت رسالة؛',
          'تاريخ إرسال الاستفسار ووقته.',
        ],
      },
      'لا نستخدم هذه المعلومات إلا للرد على استفسارك ومناقشة الخدمات التي سألت عنها معك، وإعداد عرض أو عرض أسعار بناءً على طلبك، والاحتفاظ بسجل للمراسلات بيننا، والوفاء بالتزاماتنا القانونية. ولا نستخدمها لاتخاذ قرارات آلية أو لتكوين ملفات تعريفية، ولن نرسل إليك رسائل تسويقية ما لم توافق على تلقيها.',
      'كما هو مبيَّن بجوار نموذج التواصل، فإنك بإرسالك النموذج توافق على استخدام معلوماتك على النحو الموضح في هذه السياسة. ويجوز لك سحب موافقتك في أي وقت على النحو المبيَّن في <ref8>البند 8</ref8>، ولا يؤثر سحبها في مشروعية أي استخدام سابق له.',
      'تُحفظ الاستفسارات في نظام إدارة المحتوى الخاص بنا، ولا يمكن الوصول إليها إلا لموظفينا المخوَّلين الذين يسجلون الدخول بحسابات فردية ويحتاجون إلى المعلومات للرد على استفسارك، مثل موظفي المبيعات والمشاريع والإدارة في الكويت وأبوظبي. وتُحال نسخة من كل استفسار إلى صندوق بريدنا الإلكتروني وأدواتنا الداخلية لمعالجة الاستفسارات كي تصل إلى الفريق المختص. ويلتزم موظفونا بواجبات السرية.',
      'لا نبيع معلوماتك الشخصية ولا نؤجرها ولا نتاجر بها، ولا نفصح عنها لأي طرف ثالث لأغراضه التسويقية، ولا نفصح عنها إلا في الحالات الآتية:',
      {
        list: [
          'لمقدمي الخدمات الذين يستضيفون أنظمتنا أو يشغّلونها نيابةً عنا، مثل مزودي خدمات الاستضافة والبريد الإلكتروني، ولا يجوز لهم استخدامها إلا وفق تعليماتنا، ويلتزمون بموجبات السرية والأمان؛',
          'متى أُلزمنا بذلك بموجب القانون أو بأمر من محكمة أو من جهة مختصة في دولة الكويت أو في دولة الإمارات العربية المتحدة؛',
          'متى كان ذلك ضروريًا لإثبات حقوقنا القانونية أو ممارستها أو الدفاع عنها، أو لحماية حقوق الآخرين أو ممتلكاتهم أو سلامتهم؛',
          'لمشترٍ لنشاطنا كله أو بعضه أو لخلف له، ويكون ملزمًا بهذه السياسة فيما يتعلق بالمعلومات المنقولة إليه.',
        ],
      },
      'نحتفظ بالاستفسار طوال المدة التي نحتاج إليه فيها للتعامل معه ومع أي مناقشات تليه، على ألا تتجاوز في جميع الأحوال أربعة وعشرين (24) شهرًا من تاريخ آخر مراسلة بيننا، ما لم تصبح عميلًا لدينا أو يلزمنا القانون بالاحتفاظ به مدة أطول. وبعد ذلك نحذفه أو نجعله مجهول الهوية بحيث يتعذر ربطه بك.',
      'قد تُستضاف أنظمتنا على خوادم تقع خارج دولة الكويت، وقد يطّلع موظفونا في دولة الإمارات العربية المتحدة على الاستفسارات. وأينما خُزنت معلوماتك أو جرى الاطلاع عليها، فإننا نحميها وفق المستوى المبيَّن في هذه السياسة.',
      'إذا أصبحت عميلًا لدينا، فإن المعلومات الشخصية التي نتعامل معها في سياق تقديم خدماتنا إليك، كالبيانات المحفوظة في الأنظمة التي نطورها أو نشغّلها لك، يحكمها العقد المبرم معك، ولا نتعامل معها إلا وفقًا لذلك العقد ولتعليماتك.',
    ],
  },
  {
    title: 'أسماء المستخدمين وكلمات المرور',
    blocks: [
      'لا يتضمن الموقع العام حسابات للمستخدمين، ولا تحتاج إلى التسجيل أو تسجيل الدخول لتصفح الموقع أو لإرسال استفسار إلينا.',
      'إذا منحناك، بصفتك عميلًا أو أحد موظفينا، اسم مستخدم وكلمة مرور لأحد منتجاتنا أو لبوابة العملاء أو لمنطقة إدارة الموقع، فيجب عليك:',
      {
        list: [
          'تزويدنا بمعلومات صحيحة ودقيقة وكاملة، والمحافظة على تحديثها؛',
          'عدم انتحال شخصية أي شخص آخر، وعدم استخدام اسم مستخدم لا يخصك؛',
          'الحفاظ على سرية كلمة المرور وعدم الإفصاح عنها لأي شخص؛',
          'إخطارنا فورًا إذا علمت بأي إفصاح عن كلمة المرور أو بأي استخدام غير مصرح به لحسابك.',
        ],
      },
      'تتحمل مسؤولية أي نشاط على الموقع أو على أنظمتنا ينشأ عن أي إخفاق في الحفاظ على سرية كلمة المرور، وقد تُسأل عن أي خسائر تنشأ عن ذلك الإخفاق.',
      'نتخذ التدابير الفنية والتنظيمية المناسبة لحماية المعلومات الشخصية من الفقدان أو إساءة الاستخدام أو التعديل أو الإفصاح أو الوصول، سواء كان ذلك عرضيًا أو غير مشروع، ومن هذه التدابير:',
      {
        list: [
          'تشفير المعلومات أثناء انتقالها بين متصفحك والموقع؛',
          'قصر الوصول إلى الاستفسارات على الموظفين المخوَّلين بحسابات فردية، مع حفظ كلمات مرورهم في صورة مجزأة (hash) أحادية الاتجاه فقط؛',
          'حماية نموذج التواصل من الإرسال الآلي والمسيء؛',
          'تحديث برمجياتنا باستمرار وحفظ نسخ احتياطية من بياناتنا؛',
          'إلزام موظفينا ومقدمي الخدمات الذين يعملون لحسابنا بموجبات السرية.',
        ],
      },
      'لا توجد وسيلة لنقل المعلومات عبر الإنترنت أو لتخزينها إلكترونيًا آمنة تمامًا، ولا يمكننا ضمان الأمان المطلق للمعلومات التي ترسلها إلينا. لذا يُرجى عدم إرسال كلمات المرور أو بيانات بطاقات الدفع أو غيرها من المعلومات الحساسة من خلال نموذج التواصل.',
    ],
  },
  {
    title: 'إلغاء الحسابات وتعليقها',
    blocks: [
      'يجوز لنا تعليق وصولك إلى الموقع كله أو بعضه أو تقييده، أو حجب عنوان الشبكة الذي تدخل منه إليه، أو تعليق أو إلغاء أي اسم مستخدم منحناه لك، في أي وقت ودون إشعار، إذا أخللت بهذه السياسة أو إذا رأينا، لأسباب معقولة، أن ذلك ضروري لحماية الموقع أو أنظمتنا أو المستخدمين الآخرين.',
      'يخضع تعليق حساب العميل في أي من منتجاتنا أو إلغاؤه للعقد المبرم مع العميل المعني. ولا يجوز لك اتخاذ أي إجراء للتحايل على أي تعليق أو تقييد أو إلغاء يتم بموجب هذا البند.',
      'مع مراعاة القانون الساري، يجوز لك في أي وقت أن تطلب منا:',
      {
        list: [
          'تأكيد ما إذا كنا نحتفظ بمعلومات شخصية عنك، وتزويدك بنسخة منها؛',
          'تصحيح المعلومات الشخصية المتعلقة بك إذا كانت غير دقيقة أو غير مكتملة؛',
          'إلغاء استفسارك وحذف المعلومات الشخصية الواردة فيه؛',
          'التوقف عن استخدام معلوماتك الشخصية، أو سحب موافقة سبق أن منحتها؛',
          'التوقف عن التواصل معك.',
        ],
      },
      'لتقديم أي من هذه الطلبات، راسلنا باستخدام البيانات الواردة في <ref16>البند 16</ref16>. وقد نطلب منك إثبات هويتك قبل تنفيذ الطلب. وسنرد عليك خلال ثلاثين (30) يومًا، ولن نتقاضى منك أي رسوم ما لم يكن الطلب ظاهر انعدام الأساس أو مفرطًا. ويجوز لنا الاحتفاظ بالمعلومات التي يلزمنا القانون بالاحتفاظ بها، وسنبلغك بذلك إن كان الأمر كذلك.',
      'إذا لم تكن راضيًا عن ردنا، فيجوز لك أيضًا تقديم شكوى إلى الجهة المختصة في دولة الكويت.',
    ],
  },
  {
    title: 'قواعد المحتوى',
    blocks: [
      'يُقصد بـ«محتواك» في هذه السياسة أي نص تقدمه إلينا من خلال الموقع، بما في ذلك موضوع الاستفسار ورسالته. وتمنحنا ترخيصًا غير حصري ودون مقابل لاستخدام محتواك ونسخه وتخزينه للأغراض المبيَّنة في <ref6>البند 6</ref6>.',
      'يجب أن يكون محتواك صحيحًا ودقيقًا وغير مضلل، ويجب ألا:',
      {
        list: [
          'يكون غير مشروع أو مخالفًا للقانون، أو ينتهك الحقوق القانونية لأي شخص، بما في ذلك حقوق الملكية الفكرية والحق في الخصوصية؛',
          'يتضمن قذفًا أو إساءة أو فحشًا، أو يخالف النظام العام أو الآداب العامة في دولة الكويت؛',
          'يتضمن معلومات شخصية عن شخص آخر ما لم يكن من حقك مشاركتها معنا؛',
          'يتضمن كلمات مرور أو بيانات بطاقات دفع أو غيرها من المعلومات الحساسة؛',
          'يتضمن أي فيروس أو شيفرة خبيثة أخرى، أو يشكّل رسائل تجارية غير مرغوب فيها.',
        ],
      },
      'يجوز لنا أن نحذف، دون إشعار، أي محتوى يخالف هذه القواعد أو نشتبه لأسباب معقولة في أنه غير مشروع.',
      'المعلومات المنشورة على الموقع، بما في ذلك أوصاف خدماتنا ومنتجاتنا والإحصاءات ودراسات الحالة والمقالات، مقدَّمة لأغراض الإعلام العام فحسب، ولا تشكّل إيجابًا قابلًا للقبول ولا مشورة مهنية. وتعبّر الأرقام عن خبرتنا في تاريخ نشرها، ويجوز لنا تغيير أي منها في أي وقت دون إشعار.',
    ],
  },
  {
    title: 'المسؤولية',
    blocks: [
      'يُقدَّم الموقع «بحالته» و«حسب توفره». وإلى أقصى حد تسمح به قوانين دولة الكويت، لا نقدم أي إقرار أو ضمان من أي نوع بشأن الموقع أو المعلومات المنشورة عليه، بما في ذلك اكتمالها أو دقتها، ولا نضمن أن يكون الموقع متاحًا دون انقطاع أو خاليًا من الأخطاء أو الفيروسات.',
      'ليس في هذه السياسة ما يحد من مسؤوليتنا أو يعفينا منها عن الغش أو الخطأ الجسيم، أو عن الوفاة أو الإصابة الشخصية الناجمة عن خطئنا، أو عن أي مسؤولية أخرى لا يجوز الحد منها أو الإعفاء منها بموجب قوانين دولة الكويت.',
      'مع مراعاة البند 10.2، لا نكون مسؤولين تجاهك عن:',
      {
        list: [
          'أي خسارة تنشأ عن حدث أو أحداث خارجة عن سيطرتنا المعقولة؛',
          'أي خسارة في الأرباح أو الإيرادات أو الأعمال أو العقود أو الفرص أو السمعة التجارية أو الوفورات المتوقعة؛',
          'أي فقدان أو تلف لأي بيانات أو قاعدة بيانات أو برمجيات؛',
          'أي خسارة أو ضرر خاص أو غير مباشر أو تبعي؛',
          'محتوى أي موقع إلكتروني يديره طرف ثالث أو مدى إتاحته أو ممارساته المتعلقة بالخصوصية، بما في ذلك المواقع المرتبطة بالموقع.',
        ],
      },
      'لما كان الموقع مقدَّمًا إليك دون مقابل، ومع مراعاة البند 10.2، فإن مجموع مسؤوليتنا تجاهك الناشئة عن الموقع أو هذه السياسة أو المتصلة بأي منهما، سواء كانت عقدية أو تقصيرية أو غير ذلك، لا يتجاوز مائة دينار كويتي (100 د.ك).',
      'تقرّ بأن لنا مصلحة في الحد من المسؤولية الشخصية لمسؤولينا وموظفينا، وتوافق، مراعاةً لهذه المصلحة، على عدم رفع أي دعوى ضدهم بصفتهم الشخصية بشأن أي خسارة تلحق بك فيما يتصل بالموقع أو بهذه السياسة. ولا يحد هذا البند من مسؤولية {company} ذاتها عن أفعال مسؤوليها وموظفيها وإغفالاتهم.',
    ],
  },
  {
    title: 'المخالفات',
    blocks: [
      'دون إخلال بحقوقنا الأخرى بموجب هذه السياسة، إذا أخللت بهذه السياسة بأي شكل، أو اشتبهنا لأسباب معقولة في أنك أخللت بها، يجوز لنا:',
      {
        list: [
          'توجيه إنذار رسمي أو أكثر إليك؛',
          'تعليق وصولك إلى الموقع مؤقتًا، أو منعك من الوصول إليه؛',
          'حجب وصول الأجهزة التي تستخدم عنوان شبكتك إلى الموقع؛',
          'التواصل مع مزود خدمة الإنترنت الخاص بك وطلب حجب وصولك إلى الموقع؛',
          'إبلاغ الجهات المختصة في دولة الكويت أو في دولة الإمارات العربية المتحدة بالمخالفة؛',
          'اتخاذ الإجراءات القانونية ضدك، سواء للإخلال بالعقد أو لغير ذلك.',
        ],
      },
      'توافق على تعويضنا عن أي خسارة أو ضرر أو تكلفة أو نفقة، بما في ذلك أتعاب المحاماة المعقولة، نتكبدها نتيجة إخلالك بهذه السياسة.',
      'إذا وقع حادث أمني يمس المعلومات الشخصية التي نحتفظ بها، فسنحقق فيه على الفور، ونتخذ الخطوات اللازمة لاحتوائه والحد من آثاره. وإذا كان من المرجح أن يُلحق الحادث ضررًا بالأشخاص الذين تخصهم المعلومات المتأثرة، فسنبلغهم دون تأخير غير مبرر، وسنخطر الجهات المختصة متى أوجب القانون ذلك.',
      'إذا اكتشفت ثغرة أمنية في الموقع، فيُرجى إبلاغنا بها باستخدام البيانات الواردة في <ref16>البند 16</ref16>، وعدم استغلالها أو الإفصاح عنها للغير قبل أن تتاح لنا فرصة معقولة لمعالجتها.',
    ],
  },
  {
    title: 'التعديل',
    blocks: [
      'يجوز لنا تعديل هذه السياسة من وقت لآخر، ومن ذلك مثلًا ما يعكس التغييرات في الموقع أو في طريقة تعاملنا مع المعلومات الشخصية أو في القانون. وتسري السياسة المعدَّلة على استخدامك للموقع اعتبارًا من تاريخ نشرها عليه، وهو التاريخ المبيَّن بوصفه تاريخ «آخر تحديث» أعلى هذه الصفحة.',
      'يُرجى مراجعة هذه الصفحة بانتظام للتأكد من اطلاعك على النسخة السارية. وإذا كان التعديل يؤثر تأثيرًا جوهريًا في طريقة استخدامنا لمعلومات شخصية سبق أن قدمتها إلينا، فسنبلغك بذلك بالبريد الإلكتروني على العنوان الذي زودتنا به قبل سريان التعديل، متى كان ذلك العنوان لا يزال لدينا، وسنطلب موافقتك متى أوجب القانون ذلك.',
      'يُعد استمرارك في استخدام الموقع بعد نشر السياسة المعدَّلة قبولًا منك لها.',
    ],
  },
  {
    title: 'قابلية الفصل بين الأحكام',
    blocks: [
      'إذا قررت محكمة أو جهة مختصة أخرى في دولة الكويت أن أي حكم من أحكام هذه السياسة غير مشروع أو غير قابل للتنفيذ أو كليهما، تظل الأحكام الأخرى سارية ونافذة.',
      'إذا كان أي حكم غير مشروع أو غير قابل للتنفيذ أو كليهما يصبح مشروعًا أو قابلًا للتنفيذ بحذف جزء منه، يُعد ذلك الجزء محذوفًا، ويظل باقي الحكم ساريًا ونافذًا. وبقدر الإمكان، يُستعاض عن أي حكم محذوف بحكم مشروع وقابل للتنفيذ يكون أقرب ما يمكن إلى القصد الأصلي.',
    ],
  },
  {
    title: 'حقوق الغير',
    blocks: [
      'وُضعت هذه السياسة لمصلحتنا ومصلحتك، ولا يُقصد بها أن تعود بالنفع على أي طرف ثالث أو أن تكون قابلة للتنفيذ من جانبه. ولا تخضع ممارستنا وممارستك للحقوق المقررة بموجب هذه السياسة لموافقة أي طرف ثالث.',
      'تعرض الخريطة في <contact>صفحة «اتصل بنا»</contact> صورًا للخريطة («مربعات») يقدمها OpenStreetMap، وهي خدمة تابعة لمؤسسة OpenStreetMap. وعند فتحك صفحة «اتصل بنا»، يطلب متصفحك هذه المربعات مباشرةً من خوادم OpenStreetMap، التي تتلقى بالتالي عنوان IP الخاص بك ومعلومات عن متصفحك وعنوان الصفحة التي تتصفحها. وتتعامل مؤسسة OpenStreetMap مع تلك المعلومات وفق <osm>سياسة الخصوصية</osm> الخاصة بها، والتي لا سيطرة لنا عليها. وبيانات الخريطة محفوظة الحقوق للمساهمين في OpenStreetMap. ويظهر عنوان مكتبنا في الكويت نصًا أيضًا في صفحة «اتصل بنا»، بحيث يمكنك الوصول إلينا دون استخدام الخريطة.',
      'يتضمن الموقع روابط إلى مواقع إلكترونية أخرى، منها مواقع منتجاتنا وصفحاتنا على فيسبوك وإنستغرام ولينكد إن، وتُفتح في علامة تبويب جديدة. وهذه الروابط روابط عادية، إذ لا يحمّل الموقع أي إضافة لوسائل التواصل الاجتماعي أو بكسل تتبع أو شيفرة إعلانية. ولسنا مسؤولين عن محتوى المواقع الأخرى أو ممارساتها المتعلقة بالخصوصية، وتسري شروطها وسياسات الخصوصية الخاصة بها عند زيارتك لها.',
      'باستثناء مربعات الخريطة المبيَّنة في البند 14.2، يحمّل الموقع جميع صفحاته وخطوطه وصوره وبرامجه النصية من خوادمنا، ولا يستخدم أي خدمة للتحليلات أو الإعلانات.',
    ],
  },
  {
    title: 'الاتفاق الكامل',
    blocks: [
      'تشكّل هذه السياسة، مع أي بيان نلفت انتباهك إليه على الموقع (كالبيان الوارد بجوار نموذج التواصل)، الاتفاق الكامل بينك وبيننا فيما يتعلق باستخدامك للموقع، وتحل محل جميع الاتفاقات والترتيبات والتفاهمات السابقة بشأن ذلك الاستخدام.',
      'لا تؤثر هذه السياسة في أي عقد مكتوب بيننا وبين أي عميل. وفي حال وجود أي تعارض بين هذه السياسة وذلك العقد، يسود العقد فيما يتعلق بالخدمات التي يشملها.',
      'لا يُعد أي إخفاق أو تأخير منا في ممارسة أي حق بموجب هذه السياسة تنازلًا عن ذلك الحق.',
      'يجوز لنا التنازل عن حقوقنا والتزاماتنا بموجب هذه السياسة أو التعاقد عليها من الباطن أو التصرف فيها بأي شكل آخر دون إخطارك أو الحصول على موافقتك. ولا يجوز لك التنازل عن حقوقك أو التزاماتك بموجب هذه السياسة أو التعاقد عليها من الباطن أو التصرف فيها بأي شكل آخر.',
    ],
  },
  {
    title: 'بيانات الشركة',
    blocks: [
      'تملك {company} الموقع وتديره.',
      'نحن مسجلون في دولة الكويت تحت رقم السجل التجاري {cr}.',
      'يقع مكتبنا في الكويت في العنوان الآتي: {kuwaitAddress}.',
      'يقع مكتبنا في أبوظبي في العنوان الآتي: {abuDhabiAddress}.',
      'يمكنك التواصل معنا بشأن هذه السياسة أو معلوماتك الشخصية أو الموقع عبر البريد الإلكتروني <email>{email}</email>، أو هاتفيًا على الرقم <phone>{phone}</phone>، أو من خلال النموذج في <contact>صفحة «اتصل بنا»</contact>.',
    ],
  },
]

export const PRIVACY_POLICY: Record<Locale, readonly PolicySection[]> = { en, ar }
