import type { PolicyText } from './types'

/** The policy in English, the binding text: the same sections, clause for clause. */
export const en: PolicyText = [
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
      'When you send the contact form, it also tells us how you found the Website: the first page you opened in that browser tab, the name of the website that linked you to it (never the rest of its address), any campaign tags in the address of that first page (such as <code>utm_source</code>), the page of the form, the language of the Website and whether your screen is a phone, tablet or desktop. Until then your browser keeps this in the <code>site-visit</code> entry of that tab’s session storage: it is deleted when you close the tab and is sent to us with the form; only the linking website’s name and the campaign tags also go with the count of your first page described below. We keep it with your enquiry to learn which pages and campaigns bring enquiries; it does not identify you.',
      'The Website also counts its visits, without cookies. After each page has loaded, your browser tells us the address of that page (without anything after a question mark) and whether your screen is a phone, tablet or desktop; with the first page of a visit it also tells us the name of the website that linked you to it and the campaign tags of its address (<code>utm_source</code>, <code>utm_medium</code> and <code>utm_campaign</code>). We add these up per page and per day. To tell how many different people visit on a day without recognising anyone, our server turns your IP address and browser type, together with a code that changes every day, into a one-way code; neither your IP address nor that code is kept after the end of that day, and the daily totals are deleted after 25 months. Nothing is counted when your browser sends a Global Privacy Control or Do Not Track signal, and automated visitors are not counted.',
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
