import type { SeedLanguage } from './types';

const YES_NO = ['Sí', 'No'];

export const ES: SeedLanguage = {
  templates: {
    'Reference Questionnaire': {
      templateName: 'Cuestionario de referencia',
      description:
        'Unas preguntas sobre cómo conoce al solicitante y lo que ha visto de él o ella con niños.',
    },
    'LIC 9163 Request for Live Scan Service': {
      templateName: 'LIC 9163 Solicitud de servicio Live Scan',
      description:
        'Solicita la verificación de antecedentes penales por huellas digitales ante el Departamento de Justicia de California y el FBI.',
    },
    'RFA 01A Resource Family Application': {
      templateName: 'RFA 01A Solicitud de familia de recursos',
      description:
        'La solicitud de aprobación como familia de recursos, con los solicitantes y todas las personas que viven en el hogar.',
    },
    'RFA 01B Resource Family Applicant Criminal Record Statement': {
      templateName: 'RFA 01B Declaración de antecedentes penales del solicitante',
      description: 'Una declaración de cualquier condena penal, requerida a cada adulto del hogar.',
    },
    'LIC 627 Consent for Emergency Medical Treatment': {
      templateName: 'LIC 627 Consentimiento para tratamiento médico de emergencia',
      description: 'Autoriza la atención médica de emergencia para un niño colocado en su hogar.',
    },
    'Agency Confidentiality Agreement': {
      templateName: 'Acuerdo de confidencialidad de la agencia',
      description:
        'Protege la privacidad de los niños en cuidado y de sus familias, también en las redes sociales.',
    },
    'Discipline Policy Acknowledgement': {
      templateName: 'Reconocimiento de la política de disciplina',
      description:
        'Confirma que entiende la política de disciplina positiva de la agencia y la prohibición del castigo corporal.',
    },
  },
  fields: {
    reference_known_how: { label: '¿Cómo conoce al solicitante?' },
    reference_years_known: { label: '¿Cuántos años hace que conoce al solicitante?' },
    reference_seen_with_children: { label: '¿Ha visto al solicitante con niños?', options: YES_NO },
    reference_children_observations: { label: '¿Qué ha observado del solicitante con niños?' },
    reference_strengths: { label: '¿Qué fortalezas aportaría el solicitante al cuidado de un niño?' },
    reference_concerns: {
      label: '¿Tiene alguna preocupación sobre el solicitante al cuidado de niños?',
      options: YES_NO,
    },
    reference_concern_details: { label: 'Describa sus preocupaciones' },
    reference_recommend: {
      label: '¿Recomendaría al solicitante como padre o madre de recursos?',
      options: ['Sí', 'Con reservas', 'No'],
    },
    reference_certify: { label: 'La información que he dado es verdadera según mi leal saber y entender' },
    applicant_name: {
      label: 'Nombre completo del solicitante',
      placeholder: 'Nombre Segundo nombre Apellido',
    },
    date_of_birth: { label: 'Fecha de nacimiento' },
    sex: { label: 'Sexo', options: ['Femenino', 'Masculino', 'X'] },
    drivers_license: { label: 'Número de licencia de conducir o identificación' },
    home_address: { label: 'Domicilio' },
    phone: { label: 'Número de teléfono' },
    co_applicant_name: { label: 'Nombre completo del cosolicitante' },
    email: { label: 'Correo electrónico' },
    household_members: { label: 'Otras personas que viven en el hogar (nombre, edad, parentesco)' },
    previously_licensed: {
      label: '¿Ha tenido antes una licencia o aprobación para cuidar niños?',
      options: YES_NO,
    },
    certify: { label: 'Certifico bajo pena de perjurio que la información anterior es verdadera y correcta' },
    convicted: {
      label: '¿Alguna vez ha sido condenado por un delito en California o en otro lugar?',
      options: YES_NO,
    },
    conviction_details: { label: 'Si respondió que sí, indique cada condena con su fecha y lugar' },
    child_name: { label: 'Nombre completo del niño' },
    child_date_of_birth: { label: 'Fecha de nacimiento del niño' },
    physician_name: { label: 'Médico o clínica' },
    physician_phone: { label: 'Teléfono del médico' },
    allergies: { label: 'Alergias y medicamentos conocidos', placeholder: 'Ninguno conocido' },
    authorized_caregiver: { label: 'Cuidador autorizado para dar consentimiento' },
    caregiver_names: { label: 'Nombres de los cuidadores' },
    understands_confidentiality: {
      label: 'No compartiré información sobre los niños en cuidado ni sobre sus familias',
    },
    social_media: { label: 'No publicaré en internet fotos ni datos de los niños en cuidado' },
    signed_date: { label: 'Fecha' },
    no_corporal_punishment: { label: 'Entiendo que el castigo corporal nunca está permitido' },
    discipline_approaches: { label: 'Describa cómo guía el comportamiento en su hogar' },
    questions: { label: 'Preguntas para su trabajador social' },
  },
};
